#!/bin/sh
# tests/preskip/types_dir.sh - a patch with a typed metavariable reads
# each file once for the headers it includes; the files the prefilter
# finds there cannot match are not read again, and the run's output is
# the same, sequential or with --jobs: the file that can match is changed,
# the others are reported skipped, in order.
. "${srcdir:-.}/tests/lib.sh"
mkdir "$TMP/d" || exit 1
printf 'struct s { int a; };\n' >"$TMP/d/s.h"
printf 'int x(void)\n{\n\treturn 0;\n}\n' >"$TMP/d/a.c"
printf '#include "s.h"\nint f(struct s *p)\n{\n\treturn g(p);\n}\n' >"$TMP/d/b.c"
printf 'int y(int q)\n{\n\treturn h(q);\n}\n' >"$TMP/d/c.c"
cat >"$TMP/t.cocci" <<'SP'
@@
struct s *e;
@@
- g(e)
+ k(e)
SP
"$SPATCH" --sp-file "$TMP/t.cocci" --dir "$TMP/d" -I "$TMP/d" >"$TMP/out" 2>"$TMP/err"
expect_grep "b.c changed" '^+	return k(p);' "$TMP/out"
expect_grep "a.c skipped" 'Skipping: .*/a.c' "$TMP/err"
expect_grep "c.c skipped" 'Skipping: .*/c.c' "$TMP/err"
n=$(grep -c '^+' "$TMP/out")
expect_status "lines added" 2 "$n"
"$SPATCH" --very-quiet --sp-file "$TMP/t.cocci" --dir "$TMP/d" -I "$TMP/d" --jobs 2 >"$TMP/out2" 2>&1
expect_status "same output with --jobs 2" 0 "$(cmp -s "$TMP/out" "$TMP/out2"; echo $?)"
finish
