#!/bin/sh
# tests/hdrgate/hdrgate.sh - a header read for types is processed as a
# file of the run only through a file that the prefilter lets through: in
# one/, a.c holds none of the patch's words, so h.h (which does) is not
# changed; in two/ and three/ a file holding one of the words (of either
# branch of a disjunction) brings h.h in.  Each line of cases is NAME
# ARGS; NAME.stdout is spatch 1.1.1's output with its temporary file
# names replaced by OUT-.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/hdrgate
while read -r name args; do
	# shellcheck disable=SC2086
	(cd "$d" && "$SPATCH" --very-quiet $args) 2>"$TMP/err" |
		sed 's|/tmp/cocci-output-[0-9]*-[0-9a-f]*-|OUT-|' >"$TMP/out"
	expect_same "$name" "$d/$name.stdout" "$TMP/out"
done <"$d/cases"
finish
