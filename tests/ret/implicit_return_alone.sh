#!/bin/sh
# tests/ret/implicit_return_alone.sh - the context diff of star/implicit_return_alone.cocci (see its header).
star_name=implicit_return_alone
star_dir=$srcdir/tests/ret/star
. "$srcdir/tests/ctlspec/star/run.sh"
