#!/bin/sh
# tests/ctlspec/mini_lock_nested_if.sh - the context diff of star/mini_lock_nested_if.cocci (see its header).
star_name=mini_lock_nested_if
. "$srcdir/tests/ctlspec/star/run.sh"
