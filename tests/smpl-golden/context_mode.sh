# tests/smpl-golden/context_mode.sh - `*' rules report the matched lines
# as `-' lines of a diff and leave the file alone; a virtual rule chosen
# with -D reports, the fixing rule stays off.
. "$top_srcdir/tests/lib.sh"

d=$srcdir/tests/smpl-golden
cat > "$TMP/star.want" <<'DIFF'
@@ -1,5 +1,4 @@
 void cs(char *buf)
 {
-	gets(buf);
 	puts(buf);
 }
DIFF
cp "$d/context_star.c" "$TMP/cs.c"
"$SPATCH" --very-quiet --sp-file "$d/context_star.cocci" "$TMP/cs.c" > "$TMP/out" 2> "$TMP/err"
expect_status "context mode" 0 $?
sed 1,2d "$TMP/out" > "$TMP/hunks"
expect_same "context mode: starred line as a - line" "$TMP/star.want" "$TMP/hunks"
expect_same "context mode: file untouched" "$d/context_star.c" "$TMP/cs.c"

cat > "$TMP/report.want" <<'DIFF'
@@ -1,4 +1,3 @@
 void vo(int a)
 {
-	old(a);
 }
DIFF
"$SPATCH" --very-quiet -D report --sp-file "$d/virtual_report.cocci" "$d/virtual_report.c" > "$TMP/out" 2> "$TMP/err"
expect_status "-D report" 0 $?
sed 1,2d "$TMP/out" > "$TMP/hunks"
expect_same "-D report: the report rule only" "$TMP/report.want" "$TMP/hunks"

# no -D: no rule runs, nothing printed
"$SPATCH" --very-quiet --sp-file "$d/virtual_report.cocci" "$d/virtual_report.c" > "$TMP/out" 2> "$TMP/err"
[ -s "$TMP/out" ] && { echo "FAIL: no -D: output"; cat "$TMP/out"; fail=1; }
finish
