#!/bin/sh
# tests/ctlspec/return_implicit_when.sh - the context diff of star/return_implicit_when.cocci (see its header).
star_name=return_implicit_when
. "$srcdir/tests/ctlspec/star/run.sh"
