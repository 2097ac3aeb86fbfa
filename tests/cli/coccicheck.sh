# tests/cli/coccicheck.sh - the command lines of the kernel's
# scripts/coccicheck: every option it passes is accepted, and the old way
# of running in parallel (--max N --index I, one spatch per share) splits
# the files as spatch does.
. "$srcdir/tests/lib.sh"

mkdir -p "$TMP/tree/drivers" "$TMP/tree/include/linux"
for i in 1 2 3 4 5 6 7; do
	printf '#include <linux/kconfig.h>\nint f%d(int x)\n{\n\treturn foo(x);\n}\n' $i \
		>"$TMP/tree/drivers/f$i.c"
done
printf 'int h(int x)\n{\n\treturn foo(x);\n}\n' >"$TMP/tree/drivers/h.h"
: >"$TMP/tree/include/linux/kconfig.h"
: >"$TMP/tree/include/linux/compiler-version.h"
cat >"$TMP/p.cocci" <<'EOF2'
// Options: --no-includes --include-headers --no-loops
virtual patch
virtual report

@r depends on patch@
expression E;
@@
- foo(E)
+ bar(E)

@s depends on report@
expression E;
position p;
@@
* foo@p(E)
EOF2

cd "$TMP/tree" || exit 1
# MODE=patch, as coccicheck runs it with J=2 (LINUXINCLUDE rewritten).
inc="-I ./arch/x86/include -I ./include -I ./include/uapi --include ./include/linux/compiler-version.h --include ./include/linux/kconfig.h"
# shellcheck disable=SC2086
"$SPATCH" -D patch --very-quiet --cocci-file "$TMP/p.cocci" --no-includes --include-headers \
	--no-loops --dir . $inc --jobs 2 --chunksize 1 >"$TMP/patch.out" 2>"$TMP/patch.err"
expect_status "coccicheck MODE=patch" 0 $?
[ "$(grep -c '^+	return bar(x);' "$TMP/patch.out")" = 8 ] ||
	{ echo "FAIL: MODE=patch: not 8 changes (7 .c, 1 .h)"; cat "$TMP/patch.out" "$TMP/patch.err"; fail=1; }
expect_grep "MODE=patch: paths relative to --dir" "^--- a/drivers/h.h" "$TMP/patch.out"
[ -s "$TMP/patch.err" ] && { echo "FAIL: MODE=patch printed on stderr:"; cat "$TMP/patch.err"; fail=1; }

# MODE=report: --no-show-diff; nothing to show for a patch without scripts.
# shellcheck disable=SC2086
"$SPATCH" -D report --no-show-diff --very-quiet --cocci-file "$TMP/p.cocci" --no-includes \
	--include-headers --no-loops --dir . $inc --jobs 2 --chunksize 1 >"$TMP/rep.out" 2>&1
expect_status "coccicheck MODE=report" 0 $?
[ -s "$TMP/rep.out" ] && { echo "FAIL: MODE=report printed:"; cat "$TMP/rep.out"; fail=1; }

# External modules: --patch names the tree, --dir the module.
"$SPATCH" -D patch --very-quiet --cocci-file "$TMP/p.cocci" --patch "$TMP/tree" \
	--dir "$TMP/tree/drivers" --jobs 2 --chunksize 1 >"$TMP/ext.out" 2>&1
expect_status "coccicheck M=drivers" 0 $?
expect_grep "--patch: paths relative to the tree" "^--- a/drivers/f3.c" "$TMP/ext.out"

# Without --jobs coccicheck starts one spatch per share: --max N --index I.
"$SPATCH" -D patch --very-quiet --cocci-file "$TMP/p.cocci" --dir drivers >"$TMP/all.out" 2>&1
: >"$TMP/shares.out"
for i in 0 1 2; do
	"$SPATCH" -D patch --very-quiet --cocci-file "$TMP/p.cocci" --dir drivers \
		--max 3 --index $i >"$TMP/share$i.out" 2>&1
	expect_status "--max 3 --index $i" 0 $?
	cat "$TMP/share$i.out" >>"$TMP/shares.out"
done
expect_same "the three shares are the whole run, in order" "$TMP/all.out" "$TMP/shares.out"
# 7 files in 3 shares: blocks of ceil(7/3) = 3 files, as spatch cuts them.
for i in 0 1 2; do
	n=$(grep -c '^+++ ' "$TMP/share$i.out")
	want=3
	[ $i = 2 ] && want=1
	[ "$n" = $want ] || { echo "FAIL: share $i has $n files, expected $want"; fail=1; }
done
"$SPATCH" -D patch --very-quiet --cocci-file "$TMP/p.cocci" --dir drivers \
	--max 3 --index 5 >"$TMP/none.out" 2>&1
expect_status "--index past the last share" 0 $?
[ -s "$TMP/none.out" ] && { echo "FAIL: --index 5 of 3 printed:"; cat "$TMP/none.out"; fail=1; }

# MODE=chain: `-D patch || -D report || -D context || -D org'; a semantic
# patch without `virtual patch' fails the first (255, as spatch), one
# whose active rules neither change, star nor run a script too.
cat >"$TMP/r.cocci" <<'EOF2'
virtual report
virtual org

@s depends on org@
expression E;
@@
* foo(E)
EOF2
"$SPATCH" -D patch --very-quiet --cocci-file "$TMP/r.cocci" --dir drivers >"$TMP/c.out" 2>"$TMP/c.err"
expect_status "-D patch without virtual patch" 255 $?
expect_grep "-D patch without virtual patch: message" "virtual rule patch not supported" "$TMP/c.err"
"$SPATCH" -D report --very-quiet --cocci-file "$TMP/r.cocci" --dir drivers >"$TMP/c.out" 2>"$TMP/c.err"
expect_status "-D report, no rule applies" 255 $?
expect_grep "no rule applies: spatch's message" "^No rules apply.  Perhaps your semantic patch doesn't contain any +/-/\* code" "$TMP/c.err"
[ -s "$TMP/c.out" ] && { echo "FAIL: no rule applies, yet printed:"; cat "$TMP/c.out"; fail=1; }
"$SPATCH" -D org --very-quiet --cocci-file "$TMP/r.cocci" --dir drivers >"$TMP/c.out" 2>"$TMP/c.err"
expect_status "-D org applies" 0 $?
expect_grep "-D org: the starred line" "^-	return foo(x);" "$TMP/c.out"

# coccicheck reads the version and looks for --jobs in --help.
"$SPATCH" --help | grep -q -e "--jobs" || { echo "FAIL: --help has no --jobs"; fail=1; }
finish
