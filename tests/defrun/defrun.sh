#!/bin/sh
# A toplevel pattern whose first item is no directive is looked for
# after a run of #defines once, not once per #define: a header of
# 100,000 #defines (like generated register headers) takes about as
# long as reading it.  The matches are those of a short file: a struct
# between the runs of #defines and one after them are found, with a
# disjunction of sequences, with a lone declaration and with a
# disjunction of a declaration and an expression; a pattern that is
# itself a #define still matches each one.
. "$srcdir/tests/lib.sh"
awk 'BEGIN {
	for (i = 0; i < 50000; i++) printf "#define REG_%d_MASK 0x%x\n", i, i;
	print "struct a {\n\tint n;\n\tint v[0];\n};";
	for (i = 0; i < 50000; i++) printf "#define REG2_%d_MASK 0x%x\n", i, i;
	print "struct {\n\tint n;\n\tchar w[1];\n};";
	print "#define LAST_ONE 7";
	print "int w = w;\nint f(int r)\n{\n\tint q = q;\n\tr = r;\n\treturn q;\n}";
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
cat >"$TMP/mixed.cocci" <<'P'
@@
identifier var;
type T;
@@
(
- T var = var;
+ T var;
|
- var = var
+ var = 0
)
P
for c in disj one define mixed; do
	timeout 60 "$SPATCH" --very-quiet --sp-file "$TMP/$c.cocci" "$TMP/big.h" >"$TMP/$c.out" 2>"$TMP/$c.err"
	expect_status "$c" 0 $?
done
expect_grep "disj: struct a" '^+	int v\[\];' "$TMP/disj.out"
expect_grep "disj: struct b" '^+	char w\[\];' "$TMP/disj.out"
expect_grep "one: struct a" '^+	int v\[\];' "$TMP/one.out"
grep -q 'char w' "$TMP/one.out" && { echo "FAIL: one changed struct b"; fail=1; }
expect_grep "define" '^+#define LAST_ONE 8' "$TMP/define.out"
expect_grep "mixed: toplevel" '^+int w;' "$TMP/mixed.out"
expect_grep "mixed: local" '^+	int q;' "$TMP/mixed.out"
expect_grep "mixed: expression" '^+	r = 0;' "$TMP/mixed.out"
finish
