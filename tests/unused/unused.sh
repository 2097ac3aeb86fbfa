#!/bin/sh
# Metavariables a rule declares and its pattern never names are said as
# warnings, as spatch says them: not named by the - or context code (a
# when clause names; a type names its metavariable only when the
# metavariable typed with it is named; a struct name in a type names
# it), a fresh identifier not named by the + code, an inherited one not
# named by any code (a fresh identifier's seed names it); a list length
# is named when a list of that length is.  Names that only tell how a
# word parses and virtual ones are not said.  seeds: spatch also says
# that r's p is unused although s's constraint refers to it; ladybug
# takes the reference as a use.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/unused
for c in plus_only typed inherited when_only seeds lengths; do
	"$SPATCH" --parse-cocci "$d/$c.cocci" >/dev/null 2>"$TMP/err"
	expect_status "$c status" 0 $?
	grep 'warning' "$TMP/err" | sort >"$TMP/got"
	expect_same "$c warnings" "$d/$c.expected" "$TMP/got"
done
# a rule whose every metavariable is named says nothing
printf '@r@\nexpression E;\ntype T;\nT x;\n@@\n- foo(E, x);\n+ bar(E);\n' >"$TMP/none.cocci"
"$SPATCH" --parse-cocci "$TMP/none.cocci" >/dev/null 2>"$TMP/err"
grep -q warning "$TMP/err" && { echo "FAIL: none:"; cat "$TMP/err"; fail=1; }
finish
