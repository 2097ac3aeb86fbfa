#!/bin/sh
# tests/ret/implicit_return_inner_brace.sh - the context diff of star/implicit_return_inner_brace.cocci (see its header).
star_name=implicit_return_inner_brace
star_dir=$srcdir/tests/ret/star
. "$srcdir/tests/ctlspec/star/run.sh"
