#!/bin/sh
# tests/ctlprop/ctlprop.sh - the property test of `...' over control flow:
# tests/ctlprop/ctlprop (built by make check) generates random functions
# and patterns with a fixed seed, decides by enumerating the paths of each
# function's control-flow graph which lines the rule removes, and compares
# with $SPATCH.  It fails when the disagreements exceed the count in
# tests/ctlprop/threshold (today's ladybug disagrees on some; the rule-to-CTL
# compiler lowers the threshold to 0).  A larger run, by hand:
#   tests/ctlprop/ctlprop --spatch src/spatch --seed 7 --count 5000 --verbose
: "${SPATCH:?}"
: "${srcdir:=.}"
prog=${SPATCH%/src/spatch}/tests/ctlprop/ctlprop
[ -x "$prog" ] || { echo "SKIP: $prog not built"; exit 77; }
threshold=$(sed -n 's/^\([0-9][0-9]*\).*/\1/p' "$srcdir/tests/ctlprop/threshold" | head -1)
exec "$prog" --spatch "$SPATCH" --seed 1 --count 300 --threshold "${threshold:-0}" --verbose
