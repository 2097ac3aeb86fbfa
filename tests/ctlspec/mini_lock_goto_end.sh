#!/bin/sh
# tests/ctlspec/mini_lock_goto_end.sh - the context diff of star/mini_lock_goto_end.cocci (see its header).
star_name=mini_lock_goto_end
. "$srcdir/tests/ctlspec/star/run.sh"
