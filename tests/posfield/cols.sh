#!/bin/sh
# A position after a metavariable that ends a larger term (`E->f@p',
# `E.f@p', `E->next->f@p') is the position of the code that metavariable
# stands for (the field name); after a metavariable alone (`E@p') it is
# that of the whole code; after a token (`E->page@p', `foo(E, ...)@p')
# that of the token.  Columns as spatch 1.1.1 prints them.
. "$srcdir/tests/lib.sh"
[ "${LADYBUG_HAVE_PYTHON:-yes}" = no ] && exit 77
d=$srcdir/tests/posfield
check() {   # PATTERN EXPECTED-COLUMNS
	cat >"$TMP/p.cocci" <<P
@r@
expression E;
identifier f;
position p;
@@
$1
@script:python@
p << r.p;
@@
print(p[0].line, p[0].column, p[0].column_end)
P
	"$SPATCH" --very-quiet --sp-file "$TMP/p.cocci" "$d/cols.c" 2>/dev/null | sort -u | tr '\n' ';' >"$TMP/got"
	printf '%s\n' "$2" >"$TMP/want"
	echo >>"$TMP/got"
	expect_same "$1" "$TMP/want" "$TMP/got"
}
check 'E->f@p' '5 16 20;5 42 45;5 68 72;5 74 75;'
check 'E.f@p' '5 54 58;5 81 83;5 84 85;'
check 'E->page@p' '5 16 20;'
check 'E@p + foo(...)' '5 9 20;'
check 'E->next->f@p' '5 74 75;'
check 'foo(E, ...)@p' '5 31 32;'
check 'E.in.f@p' '5 84 85;'
finish
