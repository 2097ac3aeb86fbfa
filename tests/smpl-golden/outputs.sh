# tests/smpl-golden/outputs.sh - the output options, checked against what
# spatch 1.1.1 prints and writes: -U N, --patch DIR, --dir, exit status
# when nothing matches, --in-place --suffix, --in-place --no-show-diff,
# --out-place, -o, and a malformed patch with --in-place.
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
cat > p.cocci <<'COCCI'
@@
expression E;
@@
- legacy(E);
+ modern(E);
COCCI
mkdir -p tree/sub
printf 'int one(int a)\n{\n\tint x = a;\n\tx++;\n\tx++;\n\tx++;\n\tx++;\n\tlegacy(x);\n\tx++;\n\tx++;\n\tx++;\n\tx++;\n\treturn x;\n}\n' > tree/a.c
printf 'void two(int b)\n{\n\tlegacy(b);\n}\n' > tree/sub/b.c
printf 'int nothing;\n' > tree/none.c
cp -r tree orig
printf 'void two(int b)\n{\n\tmodern(b);\n}\n' > b.want

# the hunk for a.c with the default 3 lines of context
cat > a3.hunk <<'DIFF'
@@ -5,7 +5,7 @@ int one(int a)
 	x++;
 	x++;
 	x++;
-	legacy(x);
+	modern(x);
 	x++;
 	x++;
 	x++;
DIFF
# the same with -U 1
cat > a1.hunk <<'DIFF'
@@ -7,3 +7,3 @@ int one(int a)
 	x++;
-	legacy(x);
+	modern(x);
 	x++;
DIFF
cat > b.hunk <<'DIFF'
@@ -1,4 +1,4 @@
 void two(int b)
 {
-	legacy(b);
+	modern(b);
 }
DIFF

# a file named on the command line: `--- PATH' as given, then the hunks
"$SPATCH" --very-quiet --sp-file p.cocci tree/a.c > out 2> err
expect_status "plain run" 0 $?
sed -n 1p out > head1
echo '--- tree/a.c' > head1.want
expect_same "plain run: --- line" head1.want head1
expect_grep "plain run: +++ line" '^+++ .*a\.c$' out
sed 1,2d out > hunks
expect_same "plain run: hunk with 3 lines of context" a3.hunk hunks

# -U 1
"$SPATCH" --very-quiet --sp-file p.cocci -U 1 tree/a.c > out 2> err
expect_status "-U 1" 0 $?
sed 1,2d out > hunks
expect_same "-U 1: hunk with 1 line of context" a1.hunk hunks

# -U 0: only the changed lines
"$SPATCH" --very-quiet --sp-file p.cocci -U 0 tree/a.c > out 2> err
printf '@@ -8 +8 @@ int one(int a)\n-\tlegacy(x);\n+\tmodern(x);\n' > a0.hunk
sed 1,2d out > hunks
expect_same "-U 0: no context" a0.hunk hunks

# --patch DIR: a diff line and a/ b/ paths relative to DIR
"$SPATCH" --very-quiet --sp-file p.cocci --patch tree tree/sub/b.c > out 2> err
expect_status "--patch" 0 $?
{ echo 'diff -u -p a/sub/b.c b/sub/b.c'; echo '--- a/sub/b.c'; echo '+++ b/sub/b.c'; cat b.hunk; } > patch.want
expect_same "--patch tree" patch.want out

# --patch with an absolute folder and file
"$SPATCH" --very-quiet --sp-file p.cocci --patch "$TMP/tree" "$TMP/tree/sub/b.c" > out 2> err
expect_same "--patch absolute" patch.want out

# --dir over a tree of two changed files and one unchanged one
"$SPATCH" --very-quiet --sp-file p.cocci --dir tree > out 2> err
expect_status "--dir" 0 $?
{ echo 'diff -u -p a/a.c b/a.c'; echo '--- a/a.c'; echo '+++ b/a.c'; cat a3.hunk; } > dir_a.want
{ echo 'diff -u -p a/sub/b.c b/sub/b.c'; echo '--- a/sub/b.c'; echo '+++ b/sub/b.c'; cat b.hunk; } > dir_b.want
# the files may come in either order: cut the output at its diff lines
awk '/^diff /{n++} {print > ("dirpart" n)}' out
for part in dirpart1 dirpart2; do
	[ -f $part ] || { echo "FAIL: --dir printed fewer than two files"; cat out; fail=1; touch $part; }
done
[ -f dirpart3 ] && { echo "FAIL: --dir printed more than two files"; cat out; fail=1; }
if grep -q 'a/a.c' dirpart1; then
	expect_same "--dir a.c" dir_a.want dirpart1; expect_same "--dir sub/b.c" dir_b.want dirpart2
else
	expect_same "--dir a.c" dir_a.want dirpart2; expect_same "--dir sub/b.c" dir_b.want dirpart1
fi
expect_same "--dir leaves a.c alone" orig/a.c tree/a.c

# nothing matched: no output and status 0
"$SPATCH" --very-quiet --sp-file p.cocci tree/none.c > out 2> err
expect_status "no match" 0 $?
[ -s out ] && { echo "FAIL: output without a match"; cat out; fail=1; }

# --in-place --suffix: the file changed, the original kept beside it
cp -r orig t1
"$SPATCH" --very-quiet --sp-file p.cocci --in-place --suffix .orig t1/sub/b.c > out 2> err
expect_status "--in-place --suffix" 0 $?
expect_same "--in-place result" b.want t1/sub/b.c
expect_same "--in-place backup" orig/sub/b.c t1/sub/b.c.orig
sed 1,2d out > hunks
expect_same "--in-place still prints the diff" b.hunk hunks
# the untouched files of the tree get no backup
[ -e t1/a.c.orig ] && { echo "FAIL: backup of a file not processed"; fail=1; }

# --in-place --suffix on a file without a match: neither changed nor copied
"$SPATCH" --very-quiet --sp-file p.cocci --in-place --suffix .orig t1/none.c > out 2> err
expect_same "--in-place no match" orig/none.c t1/none.c
[ -e t1/none.c.orig ] && { echo "FAIL: backup of an unchanged file"; fail=1; }

# --in-place --no-show-diff: silent, no backup without --suffix
cp -r orig t2
"$SPATCH" --very-quiet --sp-file p.cocci --in-place --no-show-diff t2/sub/b.c > out 2> err
expect_status "--in-place --no-show-diff" 0 $?
expect_same "--in-place --no-show-diff result" b.want t2/sub/b.c
[ -s out ] && { echo "FAIL: --no-show-diff printed"; cat out; fail=1; }
n=$(ls t2/sub | wc -l)
[ "$n" -eq 1 ] || { echo "FAIL: --in-place without --suffix left extra files:"; ls t2/sub; fail=1; }

# --no-show-diff alone: no output, the file untouched
"$SPATCH" --very-quiet --sp-file p.cocci --no-show-diff tree/sub/b.c > out 2> err
expect_status "--no-show-diff" 0 $?
[ -s out ] && { echo "FAIL: --no-show-diff printed"; cat out; fail=1; }
expect_same "--no-show-diff leaves the file" orig/sub/b.c tree/sub/b.c

# --out-place: FILE.cocci_res beside FILE, FILE untouched
cp -r orig t3
"$SPATCH" --very-quiet --sp-file p.cocci --out-place t3/sub/b.c > out 2> err
expect_status "--out-place" 0 $?
expect_same "--out-place result" b.want t3/sub/b.c.cocci_res
expect_same "--out-place source untouched" orig/sub/b.c t3/sub/b.c
sed 1,2d out > hunks
expect_same "--out-place prints the diff" b.hunk hunks

# -o FILE: the result there, the source untouched, the diff printed
"$SPATCH" --very-quiet --sp-file p.cocci tree/sub/b.c -o o.c > out 2> err
expect_status "-o" 0 $?
expect_same "-o result" b.want o.c
expect_same "-o source untouched" orig/sub/b.c tree/sub/b.c
sed 1,2d out > hunks
expect_same "-o prints the diff" b.hunk hunks

# a malformed patch with --in-place: an error with the patch's position,
# a non-zero status (spatch 1.1.1 exits with 255), and the source left byte for byte
printf '@@\nexpression E;\n@@\n- legacy(E;\n+ modern(E);\n' > bad.cocci
cp -r orig t4
"$SPATCH" --very-quiet --sp-file bad.cocci --in-place --suffix .orig t4/sub/b.c > out 2> err
st=$?
{ [ $st -ne 0 ] && { [ $st -lt 128 ] || [ $st -eq 255 ]; }; } || { echo "FAIL: malformed patch: status $st"; fail=1; }
expect_grep "malformed patch: position" 'bad\.cocci:4:' err
expect_same "malformed patch: source untouched" orig/sub/b.c t4/sub/b.c
[ -e t4/sub/b.c.orig ] && { echo "FAIL: malformed patch made a backup"; fail=1; }
[ -s out ] && { echo "FAIL: malformed patch printed a diff"; cat out; fail=1; }
finish
