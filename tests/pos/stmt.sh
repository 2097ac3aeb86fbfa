#!/bin/sh
# tests/pos/stmt.sh - `S@p', S a statement metavariable: p is the
# position of the whole statement S matched, a simple statement or an
# if with its branches; `S@p1;@p' (kernel misc/semicolon) pairs a
# statement with an empty statement after it.  Expected lines from
# spatch 1.1.1.
. "${srcdir:-.}/tests/lib.sh"
dir=$srcdir/tests/pos
[ "${LADYBUG_HAVE_PYTHON:-yes}" = no ] && exit 77
check() {   # NAME COCCI EXPECTED
	printf '%b' "$2" >"$TMP/p.cocci"
	got=$("$SPATCH" --very-quiet --sp-file "$TMP/p.cocci" "$dir/stmts.c" 2>/dev/null | tr '\n' ' ')
	if [ "$got" != "$3" ]; then
		echo "FAIL: $1: got '$got', expected '$3'"
		fail=1
	fi
}
check s3 '@r1@\nstatement S;\nposition p1;\n@@\nS@p1\n\n@script:python@\np1 << r1.p1;\n@@\nprint("%s %s" % (p1[0].line, p1[0].line_end))\n' '3 3 5 5 6 6 7 7 8 10 8 10 9 9 10 10 '
check s2 '@r1@\nstatement S;\nposition p1;\nposition p;\nidentifier label;\n@@\n(\nlabel:;\n|\nS@p1;@p\n)\n\n@script:python@\np << r1.p;\np1 << r1.p1;\n@@\nprint("%s %s %s %s" % (p1[0].line, p1[0].line_end, p[0].line, p[0].column))\n' '3 3 5 14 6 6 7 1 8 10 10 2 '
check s4 '@r1@\nstatement S;\nposition p1, p;\n@@\nS@p1;@p\n\n@script:python@\np << r1.p;\n@@\nprint("p %s" % (p[0].line))\n' 'p 5 p 7 p 10 '
finish
