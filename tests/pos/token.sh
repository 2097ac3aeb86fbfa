#!/bin/sh
# tests/pos/token.sh - a position is attached to the token before `@' and
# is the position of the code that token matched (the manual): after a
# metavariable, all of its code; after `)', the `)' alone; after a name,
# the name.  A token an isomorphism would drop cannot carry one: `(E)@p'
# matches parenthesized code only.  Expected lines from spatch 1.1.1.
. "${srcdir:-.}/tests/lib.sh"
dir=$srcdir/tests/pos
[ "${LADYBUG_HAVE_PYTHON:-yes}" = no ] && exit 77
check() {   # FILE PATTERN EXPECTED
	printf '@r@\nexpression E;\nposition p;\n@@\n %s\n@script:python@\np << r.p;\n@@\nprint("%%s:%%s-%%s" %% (p[0].line, p[0].column, p[0].column_end))\n' "$2" >"$TMP/p.cocci"
	got=$("$SPATCH" --very-quiet --sp-file "$TMP/p.cocci" "$dir/$1" 2>/dev/null | sort | tr '\n' ' ')
	if [ "$got" != "$3" ]; then
		echo "FAIL: $1, $2: got '$got', expected '$3'"
		fail=1
	fi
}
check calls.c 'f(E)@p;' '3:4-5 '
check calls.c 'f(E)@p' '3:4-5 4:8-9 5:8-9 '
check calls.c 'f(x)@p' '3:4-5 4:8-9 5:8-9 '
check calls.c 'x@p' '3:3-4 4:7-8 5:7-8 '
check calls.c 'f(E@p)' '3:3-4 4:7-8 5:7-8 '
check calls.c 'f@p(E)' '3:1-2 4:5-6 5:5-6 '
check calls.c '(E)@p' ''
check calls.c 'sizeof(E)@p' ''
check calls.c 'y = f(E)@p;' '4:8-9 '
check parens.c 'f(E)@p;' ''
check parens.c 'f(E)@p' '3:42-43 '
check parens.c 'f(x)@p' '3:42-43 '
check parens.c 'x@p' '3:1-2 3:34-35 3:41-42 '
check parens.c 'f(E@p)' '3:41-42 '
check parens.c 'f@p(E)' '3:39-40 '
check parens.c '(E)@p' '3:15-16 3:35-36 '
check parens.c 'sizeof(E)@p' '3:15-16 '
check parens.c 'y = f(E)@p;' ''
finish
