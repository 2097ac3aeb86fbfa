#!/bin/sh
# tests/ctlspec/return_implicit_only.sh - the context diff of star/return_implicit_only.cocci (see its header).
star_name=return_implicit_only
. "$srcdir/tests/ctlspec/star/run.sh"
