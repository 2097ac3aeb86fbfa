# tests/output/output.sh - where results go: diff headers, -o, --in-place
# with a backup, --out-place, --no-show-diff, --patch and --dir paths.
# The edits come from cases/noeol.ed (`return 0;` -> `return 1;`).
. "$srcdir/tests/lib.sh"
DRIVER=${EDIT_DRIVER:-${SPATCH%/src/spatch}/tests/output/edit-driver}
CASES="$srcdir/tests/output/cases"
ED="$CASES/noeol.ed"
mkdir -p "$TMP/w/sub" && cd "$TMP/w" || exit 1
cp "$CASES/noeol.c" f.c
cp "$CASES/noeol.c" sub/g.c
tail -n +4 "$CASES/noeol.diff" >hunks

# Default: `--- PATH` and `+++ /tmp/cocci-output-PID-XXXXXX-BASENAME`.
"$DRIVER" run "$ED" --very-quiet sub/g.c >out 2>err
expect_status "default run" 0 $?
sed -n 1p out >line1
echo "--- sub/g.c" >want1
expect_same "--- header" want1 line1
sed -n 2p out >line2
expect_grep "+++ header" '^+++ /tmp/cocci-output-[0-9][0-9]*-[0-9a-f]\{6\}-g\.c$' line2
tail -n +3 out >got
expect_same "default hunks" hunks got
expect_same "--very-quiet: nothing on stderr" /dev/null err
expect_same "default run leaves the file" "$CASES/noeol.c" sub/g.c

# Without --very-quiet, spatch announces the diff on stderr.
"$DRIVER" run "$ED" sub/g.c >out 2>err
printf 'diff = \n' >want
expect_same "diff = on stderr" want err

# --patch DIR: paths relative to DIR; outside DIR, the absolute path.
"$DRIVER" run "$ED" --very-quiet --patch "$TMP/w" sub/g.c >out
printf 'diff -u -p a/sub/g.c b/sub/g.c\n--- a/sub/g.c\n+++ b/sub/g.c\n' >want
cat hunks >>want
expect_same "--patch headers" want out
"$DRIVER" run "$ED" --very-quiet --patch "$TMP/w/sub" f.c >out
abs=$(cd "$TMP/w" && pwd -P)/f.c
abs=${abs#/}
echo "diff -u -p a/$abs b/$abs" >want
sed -n 1p out >got
expect_same "--patch, file outside" want got
# -U N given (even -U 3): the diff line names it, as spatch 1.1.1.
"$DRIVER" run "$ED" --very-quiet -U 1 --patch "$TMP/w" sub/g.c >out
printf 'diff -U 1 -p a/sub/g.c b/sub/g.c\n' >want
sed -n 1p out >got
expect_same "--patch -U 1: diff line" want got
"$DRIVER" run "$ED" --very-quiet -U 3 --dir sub sub/g.c >out
printf 'diff -U 3 -p a/g.c b/g.c\n' >want
sed -n 1p out >got
expect_same "--dir -U 3: diff line" want got
# --dir D: relative to D (the rightmost --dir).
"$DRIVER" run "$ED" --very-quiet --dir . --dir sub sub/g.c >out
sed -n 1,3p out >got
printf 'diff -u -p a/g.c b/g.c\n--- a/g.c\n+++ b/g.c\n' >want
expect_same "--dir headers" want got

# --no-show-diff: nothing printed.
"$DRIVER" run "$ED" --very-quiet --no-show-diff f.c >out
expect_status "--no-show-diff" 0 $?
expect_same "--no-show-diff prints nothing" /dev/null out

# -o FILE: the new text in FILE, the diff still printed.
"$DRIVER" run "$ED" --very-quiet f.c -o res.c >out
expect_status "-o" 0 $?
expect_same "-o writes the result" "$CASES/noeol.res" res.c
expect_same "-o leaves the source" "$CASES/noeol.c" f.c
tail -n +3 out >got
expect_same "-o still prints the diff" hunks got
# -o when the file is processed but nothing changes: the file is
# copied, status 0 (spatch only refuses when no file was processed).
echo '# no edits' >nothing.ed
"$DRIVER" run nothing.ed --very-quiet f.c -o same.c >out
expect_status "-o, no change" 0 $?
expect_same "-o, no change: a copy" f.c same.c
expect_same "-o, no change: no diff" /dev/null out
# -o when the file was not processed at all.
echo skip >skip.ed
"$DRIVER" run skip.ed --very-quiet f.c -o none.c >out 2>err
expect_status "-o, file skipped" 255 $?
echo "-o can not be applied because there are no modified files" >want
expect_same "-o, file skipped: message" want err
[ -e none.c ] && { echo "FAIL: -o wrote a file for a skipped input"; fail=1; }
"$DRIVER" run skip.ed f.c >out 2>err
printf 'Skipping: f.c\n' >want
expect_same "a skipped file is announced" want err
# -o with two files, both skipped: no modified files (not multiple).
"$DRIVER" run skip.ed --very-quiet f.c sub/g.c -o none2.c >out 2>err
expect_status "-o, two files skipped" 255 $?
echo "-o can not be applied because there are no modified files" >want
expect_same "-o, two files skipped: message" want err
[ -e none2.c ] && { echo "FAIL: -o wrote a file for skipped inputs"; fail=1; }
# -o with two files: refused at the end, after the diffs.
"$DRIVER" run "$ED" --very-quiet f.c sub/g.c -o two.c >out 2>err
expect_status "-o, two files" 255 $?
echo "-o can not be applied because there are multiple modified files" >want
expect_same "-o, two files: message" want err
[ -e two.c ] && { echo "FAIL: -o wrote a file for two inputs"; fail=1; }
n=$(grep -c '^+++ ' out)
expect_status "-o, two files: both diffs printed" 2 "$n"

# Through spatch: a file no rule can match is skipped, so -o writes
# nothing; --test still gets its result (the input unchanged).
mkdir tests
printf '@@\nexpression E;\n@@\n- legacy(E);\n+ modern(E);\n' >tests/sk.cocci
printf 'int nothing;\n' >tests/sk.c
cp tests/sk.c tests/sk.res
"$SPATCH" --very-quiet --sp-file tests/sk.cocci tests/sk.c -o sk.out >out 2>err
expect_status "spatch -o, skipped file" 255 $?
[ -e sk.out ] && { echo "FAIL: spatch -o wrote a file for a skipped input"; fail=1; }
"$SPATCH" --very-quiet --test sk >out 2>err
expect_status "--test, skipped file" 0 $?
echo "sk: correct" >want
expect_same "--test, skipped file: verdict" want out

# --in-place --suffix .orig: the result in place, the original kept,
# the file's mode kept.
cp "$CASES/noeol.c" ip.c
chmod 640 ip.c
"$DRIVER" run "$ED" --very-quiet --in-place --suffix .orig ip.c >out
expect_status "--in-place" 0 $?
expect_same "--in-place result" "$CASES/noeol.res" ip.c
expect_same "--suffix backup" "$CASES/noeol.c" ip.c.orig
expect_status "--in-place keeps the mode" 640 "$(stat -c %a ip.c)"
expect_status "the backup has the mode" 640 "$(stat -c %a ip.c.orig)"
tail -n +3 out >got
expect_same "--in-place still prints the diff" hunks got
ls -a | grep -q ladybug- && { echo "FAIL: temporary file left behind"; fail=1; }
# Nothing changes the second time: no write, no new backup.
rm ip.c.orig
"$DRIVER" run "$ED" --very-quiet --in-place --suffix .orig ip.c >out
expect_same "--in-place, no change" "$CASES/noeol.res" ip.c
[ -e ip.c.orig ] && { echo "FAIL: backup made though nothing changed"; fail=1; }
# --in-place without --suffix: no backup.
cp "$CASES/noeol.c" nb.c
"$DRIVER" run "$ED" --very-quiet --in-place nb.c >/dev/null
expect_same "--in-place without suffix" "$CASES/noeol.res" nb.c
n=$(ls | grep -c '^nb\.c')
expect_status "--in-place without suffix: no backup" 1 "$n"
# --in-place on a file that cannot be replaced: an error, source intact.
mkdir ro && cp "$CASES/noeol.c" ro/r.c && chmod 555 ro
if ! touch ro/probe 2>/dev/null; then
	"$DRIVER" run "$ED" --very-quiet --in-place ro/r.c >/dev/null 2>err
	expect_status "--in-place, unwritable folder" 1 $?
	expect_grep "--in-place error message" "cannot change ro/r.c" err
	expect_same "--in-place error leaves the source" "$CASES/noeol.c" ro/r.c
fi
chmod 755 ro

# Context mode: the diff shows the reported lines, the files stay as they were.
cp "$CASES/context.c" ctx.c
"$DRIVER" run "$CASES/context.ed" --very-quiet --in-place ctx.c -o ctx.out >out
expect_status "context mode" 0 $?
expect_same "context mode: -o writes the input" "$CASES/context.c" ctx.out
expect_same "context mode: --in-place changes nothing" "$CASES/context.c" ctx.c
tail -n +3 out >got
tail -n +4 "$CASES/context.diff" >want
expect_same "context mode: the diff" want got

# --in-place through a symbolic link changes the file it names.
cp "$CASES/noeol.c" target.c
ln -s target.c link.c
"$DRIVER" run "$ED" --very-quiet --in-place link.c >/dev/null
expect_same "--in-place through a link" "$CASES/noeol.res" target.c
[ -L link.c ] || { echo "FAIL: --in-place replaced the link"; fail=1; }

# --out-place: FILE.cocci_res.
cp "$CASES/noeol.c" op.c
"$DRIVER" run "$ED" --very-quiet --out-place op.c >/dev/null
expect_same "--out-place result" "$CASES/noeol.res" op.c.cocci_res
expect_same "--out-place leaves the source" "$CASES/noeol.c" op.c
finish
