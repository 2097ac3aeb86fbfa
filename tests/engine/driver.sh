#!/bin/sh
# tests/engine/driver.sh - the engine's file driver and outputs: --dir,
# --include-headers, --in-place with a backup, -o, --no-show-diff, the
# exit status when nothing matches, --sp, --test, and conflicts.
. "$top_srcdir/tests/lib.sh"

cat > "$TMP/p.cocci" <<'COCCI'
@@
expression E;
@@
-alloca(E)
+malloc(E)
COCCI
mkdir -p "$TMP/src/sub"
printf 'void f(int n)\n{\n\tchar *p = alloca(n);\n}\n' > "$TMP/src/a.c"
printf 'void g(int n)\n{\n\tchar *q = alloca(2 * n);\n}\n' > "$TMP/src/sub/b.c"
printf '#define A(n) alloca(n)\nvoid h(int n)\n{\n\tchar *r = alloca(n);\n}\n' > "$TMP/src/sub/c.h"
printf 'int nothing;\n' > "$TMP/src/none.c"

# --dir: every .c file under the folder, diffs with a/ b/ paths
(cd "$TMP" && "$SPATCH" --very-quiet --sp-file p.cocci --dir src) > "$TMP/out" 2>"$TMP/err"
expect_status "--dir" 0 $?
expect_grep "--dir a.c" '^+++ b/a.c' "$TMP/out"
expect_grep "--dir sub/b.c" '^+++ b/sub/b.c' "$TMP/out"
expect_grep "--dir change" '^+	char \*q = malloc(2 \* n);' "$TMP/out"
if grep -q 'c.h' "$TMP/out"; then echo "FAIL: --dir read a header"; fail=1; fi

# --include-headers: .h files too
(cd "$TMP" && "$SPATCH" --very-quiet --sp-file p.cocci --dir src --include-headers) > "$TMP/out" 2>&1
expect_grep "--include-headers" '^+++ b/sub/c.h' "$TMP/out"

# nothing matches: no output, status 0
"$SPATCH" --very-quiet --sp-file "$TMP/p.cocci" "$TMP/src/none.c" > "$TMP/out" 2>&1
expect_status "no match" 0 $?
[ -s "$TMP/out" ] && { echo "FAIL: output without a match"; cat "$TMP/out"; fail=1; }

# -o FILE
"$SPATCH" --very-quiet --sp-file "$TMP/p.cocci" "$TMP/src/a.c" -o "$TMP/a.out" > /dev/null 2>&1
printf 'void f(int n)\n{\n\tchar *p = malloc(n);\n}\n' > "$TMP/a.want"
expect_same "-o" "$TMP/a.want" "$TMP/a.out"

# --in-place with a backup, --no-show-diff
cp "$TMP/src/a.c" "$TMP/a.orig.want"
"$SPATCH" --very-quiet --sp-file "$TMP/p.cocci" --in-place --suffix .orig --no-show-diff \
	"$TMP/src/a.c" > "$TMP/out" 2>&1
expect_status "--in-place" 0 $?
expect_same "--in-place result" "$TMP/a.want" "$TMP/src/a.c"
expect_same "--in-place backup" "$TMP/a.orig.want" "$TMP/src/a.c.orig"
[ -s "$TMP/out" ] && { echo "FAIL: --no-show-diff printed"; cat "$TMP/out"; fail=1; }

# --sp: the semantic patch inline
"$SPATCH" --very-quiet --sp '@@ @@
-foo();
+bar();' "$TMP/src/none.c" > "$TMP/out" 2>&1
expect_status "--sp" 0 $?

# --test NAME: tests/NAME.cocci on tests/NAME.c against tests/NAME.res
mkdir -p "$TMP/t/tests"
cp "$TMP/p.cocci" "$TMP/t/tests/al.cocci"
printf 'void f(int n)\n{\n\tchar *p = alloca(n);\n}\n' > "$TMP/t/tests/al.c"
cp "$TMP/a.want" "$TMP/t/tests/al.res"
(cd "$TMP/t" && "$SPATCH" --very-quiet --test al) > "$TMP/out" 2>&1
expect_status "--test" 0 $?
expect_grep "--test verdict" 'al: correct' "$TMP/out"

# a bad semantic patch: an error and a non-zero status
printf '@@\nexpression E;\n@@\n-foo(E;\n' > "$TMP/bad.cocci"
"$SPATCH" --very-quiet --sp-file "$TMP/bad.cocci" "$TMP/src/a.c" > "$TMP/out" 2>&1
st=$?
[ $st -ne 0 ] && [ $st -lt 128 ] || { echo "FAIL: bad patch status $st"; fail=1; }
expect_grep "bad patch message" 'error' "$TMP/out"

# rules run in order, each on the code the previous one left
cat > "$TMP/c.cocci" <<'COCCI'
@@
expression E;
@@
-alloca(E)
+malloc(E)

@@
expression E;
@@
-malloc(E)
+calloc(1, E)
COCCI
"$SPATCH" --very-quiet --sp-file "$TMP/c.cocci" "$TMP/src/sub/b.c" > "$TMP/out" 2>&1
expect_grep "rules in sequence" 'calloc(1, 2 \* n)' "$TMP/out"

# two matches changing the same tokens differently: a conflict, reported
printf 'void k(void)\n{\n\tx = f(f(1));\n}\n' > "$TMP/k.c"
"$SPATCH" --very-quiet --sp '@@ expression E; @@
-f(E)
+g(E)' "$TMP/k.c" > "$TMP/out" 2>&1
expect_grep "conflict" 'conflict' "$TMP/out"
finish
