#!/bin/sh
# tests/ctlspec/if_return_via_goto.sh - the context diff of star/if_return_via_goto.cocci (see its header).
star_name=if_return_via_goto
. "$srcdir/tests/ctlspec/star/run.sh"
