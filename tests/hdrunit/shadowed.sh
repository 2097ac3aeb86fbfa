# tests/hdrunit/shadowed.sh - over a folder, a header of a file's own
# folder that the file names only by its last component (`#include
# <linux/mmc/hostx.h>' beside hostx.h) counts as read for that file and
# is never processed: a later file's `#include "hostx.h"' does not make
# it a file of the run (spatch 1.1.1).  Which file comes first is the
# folder's order, so the test reads the order from the output: hostx.h
# is changed exactly when the file including it by "hostx.h" comes
# first.  In one file, `<.../hostx.h>' then "hostx.h" still processes it.
. "$srcdir/tests/lib.sh"
mkdir "$TMP/d" "$TMP/one" "$TMP/sub"
printf 'struct mmc_host { int a; };\nstatic inline void clr(struct mmc_host *host)\n{\n\thost->a = 0;\n}\n' >"$TMP/d/hostx.h"
cp "$TMP/d/hostx.h" "$TMP/one/hostx.h"
printf '#include <linux/mmc/hostx.h>\n\nvoid f(struct mmc_host *h)\n{\n\th->a = 1;\n}\n' >"$TMP/d/a.c"
printf '#include "hostx.h"\n\nvoid g(struct mmc_host *h)\n{\n\th->a = 2;\n}\n' >"$TMP/d/b.c"
printf '#include <linux/mmc/hostx.h>\n#include "hostx.h"\n\nvoid f(struct mmc_host *h)\n{\n\th->a = 1;\n}\n' >"$TMP/one/a.c"
cat >"$TMP/t.cocci" <<'COCCI'
@@
identifier fld;
expression E;
struct mmc_host *h;
@@
- h->fld = E;
+ WRITE_ONCE(h->fld, E);
COCCI
(cd "$TMP/d" && "$SPATCH" --very-quiet --sp-file "$TMP/t.cocci" --dir .) >"$TMP/out" 2>"$TMP/err"
expect_status "spatch --dir" 0 $?
expect_grep "a.c changed" "^+++ b/a.c" "$TMP/out"
expect_grep "b.c changed" "^+++ b/b.c" "$TMP/out"
first=$(grep -o '^+++ b/[ab]\.c' "$TMP/out" | head -1)
if [ "$first" = "+++ b/a.c" ]; then
	if grep -q '^+++ b/hostx.h' "$TMP/out"; then
		echo "FAIL: hostx.h processed though a.c, first, names it as <linux/mmc/hostx.h>"
		fail=1
	fi
else
	expect_grep "hostx.h changed with b.c" "^+++ b/hostx.h" "$TMP/out"
fi
(cd "$TMP/one" && "$SPATCH" --very-quiet --sp-file "$TMP/t.cocci" --dir .) >"$TMP/out1" 2>"$TMP/err"
expect_grep "one file: hostx.h changed" "^+++ b/hostx.h" "$TMP/out1"
# named files, not a folder: the local include processes it
(cd "$TMP/d" && "$SPATCH" --very-quiet --sp-file "$TMP/t.cocci" a.c b.c) >"$TMP/out2" 2>"$TMP/err"
expect_grep "named files: hostx.h changed" "^+++ .*hostx.h" "$TMP/out2"
exit $fail
