#!/bin/sh
# tests/quant/when_if_iso_star.sh - the context diff of star/when_if_iso_star.cocci (see its header).
star_name=when_if_iso_star
star_dir=$srcdir/tests/quant/star
. "$srcdir/tests/ctlspec/star/run.sh"
