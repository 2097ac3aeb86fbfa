# tests/cfg/golden.sh - control-flow graphs against golden dot files.
# Each tests/cfg/NAME.c is built into graphs by the unit driver minicfg
# (the graph builder on syntax trees of its own small parser) and the
# dot text must equal tests/cfg/NAME.dot exactly.
. "$srcdir/tests/lib.sh"
MINICFG=${SPATCH%/src/spatch}/tests/cfg/minicfg
n=0
for c in "$srcdir"/tests/cfg/*.c; do
	name=$(basename "$c" .c)
	[ "$name" = minicfg ] && continue
	"$MINICFG" "$c" >"$TMP/$name.dot" 2>"$TMP/$name.err"
	expect_status "$name: minicfg" 0 $?
	expect_same "$name" "$srcdir/tests/cfg/$name.dot" "$TMP/$name.dot"
	n=$((n + 1))
done
[ "$n" -ge 9 ] || { echo "FAIL: only $n cases found"; fail=1; }
finish
