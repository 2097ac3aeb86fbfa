#!/bin/sh
# What a rule leaves of its code must be code: a lone expression removed
# whole with nothing added leaves a hole and is refused ("invalid
# minus", as spatch 1.1.1 says), and so is a removal that leaves the
# rest of a line unparsable (`int x = - E ;').  A removed argument, a
# removed return value, a replaced expression and removed statements
# are fine.
. "$srcdir/tests/lib.sh"
c=$srcdir/tests/minusexpr/code.c
try() {   # NAME WANT-STATUS BODY
	printf '@@\nexpression E;\n@@\n%b\n' "$3" >"$TMP/$1.cocci"
	"$SPATCH" --very-quiet --sp-file "$TMP/$1.cocci" "$c" >"$TMP/$1.out" 2>"$TMP/$1.err"
	st=$?
	if [ "$2" = ok ]; then
		expect_status "$1" 0 $st
	else
		[ $st -ne 0 ] || { echo "FAIL: $1 accepted"; cat "$TMP/$1.out"; fail=1; }
		expect_grep "$1 message" "$2" "$TMP/$1.err"
	fi
}
try lone_meta 'invalid minus starting on line 4' '- E'
try lone_call 'invalid minus starting on line 4' '- foo(E)'
try lone_dots_call 'invalid minus starting on line 4' '- foo(...)'
try lone_binary 'invalid minus starting on line 4' '- foo(E) + 2'
try init_hole 'plus code' 'int x =\n- foo(E) + 2\n ;'
try argument ok 'bar(E,\n- 3\n )'
try return_value ok 'return\n- E\n ;'
try replaced ok '- foo(E)\n+ baz(E)'
try statement ok '- bar(E, 3);'
expect_grep "argument" '^+	bar(i);' "$TMP/argument.out"
expect_grep "replaced" '^+	int x = baz(i) + 2;' "$TMP/replaced.out"
expect_grep "statement" '^-	bar(i, 3);' "$TMP/statement.out"
finish
