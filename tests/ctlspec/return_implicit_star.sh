#!/bin/sh
# tests/ctlspec/return_implicit_star.sh - the context diff of star/return_implicit_star.cocci (see its header).
star_name=return_implicit_star
. "$srcdir/tests/ctlspec/star/run.sh"
