#!/bin/sh
# tests/ctlspec/mini_lock_nested_if_none.sh - the context diff of star/mini_lock_nested_if_none.cocci (see its header).
star_name=mini_lock_nested_if_none
. "$srcdir/tests/ctlspec/star/run.sh"
