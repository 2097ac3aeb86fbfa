#!/bin/sh
# tests/ctlspec/put_device_loop.sh - the context diff of star/put_device_loop.cocci (see its header).
star_name=put_device_loop
. "$srcdir/tests/ctlspec/star/run.sh"
