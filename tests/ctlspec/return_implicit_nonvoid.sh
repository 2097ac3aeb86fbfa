#!/bin/sh
# tests/ctlspec/return_implicit_nonvoid.sh - the context diff of star/return_implicit_nonvoid.cocci (see its header).
star_name=return_implicit_nonvoid
. "$srcdir/tests/ctlspec/star/run.sh"
