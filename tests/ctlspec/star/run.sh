# tests/ctlspec/star/run.sh - sourced, with star_name=NAME, by tests/ctlspec/NAME.sh: the
# context diff that tests/ctlspec/star/NAME.cocci prints for NAME.c must
# equal NAME.out (made by spatch 1.1.1 unless the .cocci's header says
# otherwise; the file names of the diff's header lines are not compared).
. "$srcdir/tests/lib.sh"
d=${star_dir:-$srcdir/tests/ctlspec/star}
name=$star_name
opts=$(sed -n '1s|^// spatch-options:||p' "$d/$name.cocci")
# shellcheck disable=SC2086
(cd "$d" && "$SPATCH" --very-quiet $opts --sp-file "$name.cocci" "$name.c") >"$TMP/raw" 2>"$TMP/err"
expect_status "$name" 0 $?
sed '1,2s/^\([-+][-+][-+]\) .*/\1/' "$TMP/raw" >"$TMP/out"
expect_same "$name report" "$d/$name.out" "$TMP/out"
finish
