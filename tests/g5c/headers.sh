#!/bin/sh
# tests/g5c/headers.sh - when the semantic patch needs the types of
# expressions (a typed expression metavariable, or `sizeof(T)' through
# the sizeof_type_expr isomorphism), the headers read for types are
# processed as files of the run, each once, before the file including
# them (spatch 1.1.1); not with --include-headers-for-types or
# --no-includes, nor for a patch that needs no types (untyped, cast).
# Each line of headers/cases is NAME ARGS; NAME.stdout is spatch's
# output with its temporary file names replaced by OUT-.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/g5c/headers
while read -r name args; do
	# shellcheck disable=SC2086
	(cd "$d" && "$SPATCH" --very-quiet $args) 2>"$TMP/err" |
		sed 's|/tmp/cocci-output-[0-9]*-[0-9a-f]*-|OUT-|' >"$TMP/out"
	expect_same "$name" "$d/$name.stdout" "$TMP/out"
done <"$d/cases"
finish
