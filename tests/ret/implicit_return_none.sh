#!/bin/sh
# tests/ret/implicit_return_none.sh - the context diff of star/implicit_return_none.cocci (see its header).
star_name=implicit_return_none
star_dir=$srcdir/tests/ret/star
. "$srcdir/tests/ctlspec/star/run.sh"
