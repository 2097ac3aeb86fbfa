#!/bin/sh
# A stray character in C code is recovered from like a parse error:
# --very-quiet and --quiet say nothing of it; otherwise it is said once,
# also when a rule changed the file and its text was read again.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/resync
for q in --very-quiet --quiet; do
	"$SPATCH" $q --sp-file "$d/asm_line.cocci" "$d/asm_line.c" -o "$TMP/out.c" >/dev/null 2>"$TMP/err"
	expect_status "$q status" 0 $?
	expect_same "$q result" "$d/asm_line.res" "$TMP/out.c"
	grep -q stray "$TMP/err" && { echo "FAIL: $q printed:"; cat "$TMP/err"; fail=1; }
done
"$SPATCH" --sp-file "$d/asm_line.cocci" "$d/asm_line.c" -o "$TMP/out.c" >/dev/null 2>"$TMP/err"
expect_status "default status" 0 $?
n=$(grep -c "asm_line.c:5:7: error: stray" "$TMP/err")
[ "$n" = 1 ] || { echo "FAIL: the stray character said $n times"; cat "$TMP/err"; fail=1; }
finish
