#!/bin/sh
# A toplevel pattern whose first item is no directive is looked for
# after a run of #defines once, not once per #define: a header of
# 100,000 #defines (like generated register headers) takes about as
# long as reading it.  The matches are those of a short file: a struct
# between the runs of #defines and one after them are found, with a
# disjunction of sequences and with a lone declaration; a pattern
# that is itself a #define still matches each one.
. "$srcdir/tests/lib.sh"
awk 'BEGIN {
	for (i = 0; i < 50000; i++) printf "#define REG_%d_MASK 0x%x\n", i, i;
	print "struct a {\n\tint n;\n\tint v[0];\n};";
	for (i = 0; i < 50000; i++) printf "#define REG2_%d_MASK 0x%x\n", i, i;
	print "struct {\n\tint n;\n\tchar w[1];\n};";
	print "#define LAST_ONE 7";
}' >"$TMP/big.h"
cat >"$TMP/disj.cocci" <<'P'
@@
identifier name, array;
type T;
@@
(
  struct name {
    ...
-   T array[0];
+   T array[];
  };
|
  struct {
    ...
-   T array[1];
+   T array[];
  };
)
P
cat >"$TMP/one.cocci" <<'P'
@@
identifier name, array;
type T;
@@
  struct name {
    ...
-   T array[0];
+   T array[];
  };
P
cat >"$TMP/define.cocci" <<'P'
@@
@@
- #define LAST_ONE 7
+ #define LAST_ONE 8
P
for c in disj one define; do
	timeout 60 "$SPATCH" --very-quiet --sp-file "$TMP/$c.cocci" "$TMP/big.h" >"$TMP/$c.out" 2>"$TMP/$c.err"
	expect_status "$c" 0 $?
done
expect_grep "disj: struct a" '^+	int v\[\];' "$TMP/disj.out"
expect_grep "disj: struct b" '^+	char w\[\];' "$TMP/disj.out"
expect_grep "one: struct a" '^+	int v\[\];' "$TMP/one.out"
grep -q 'char w' "$TMP/one.out" && { echo "FAIL: one changed struct b"; fail=1; }
expect_grep "define" '^+#define LAST_ONE 8' "$TMP/define.out"
finish
