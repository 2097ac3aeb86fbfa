#!/bin/sh
# tests/ctlspec/mini_lock_break.sh - the context diff of star/mini_lock_break.cocci (see its header).
star_name=mini_lock_break
. "$srcdir/tests/ctlspec/star/run.sh"
