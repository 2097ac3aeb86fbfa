#!/bin/sh
# tests/ret/implicit_return_plain.sh - the context diff of star/implicit_return_plain.cocci (see its header).
star_name=implicit_return_plain
star_dir=$srcdir/tests/ret/star
. "$srcdir/tests/ctlspec/star/run.sh"
