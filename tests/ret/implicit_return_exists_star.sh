#!/bin/sh
# tests/ret/implicit_return_exists_star.sh - the context diff of star/implicit_return_exists_star.cocci (see its header).
star_name=implicit_return_exists_star
star_dir=$srcdir/tests/ret/star
. "$srcdir/tests/ctlspec/star/run.sh"
