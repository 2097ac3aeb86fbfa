# tests/iso/options.sh - the isomorphism options: --iso-file replaces the
# default file, --iso-limit 0 applies none, --track-iso reports, a
# malformed iso file is an error.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/iso

# the pattern of using.cocci without its `using`, the file given instead
sed 's/^@using "custom.iso"@/@@/' "$d/using.cocci" > "$TMP/nouse.cocci"
"$SPATCH" --very-quiet --iso-file "$d/custom.iso" --sp-file "$TMP/nouse.cocci" \
	"$d/using.c" -o "$TMP/out1" >/dev/null 2>&1
expect_status "--iso-file" 0 $?
expect_same "--iso-file adds the file's rules" "$d/using.res" "$TMP/out1"

# ... and replaces the default ones: x == NULL no longer matches !x
"$SPATCH" --very-quiet --iso "$d/custom.iso" --sp-file "$d/is_null.cocci" \
	"$d/is_null.c" -o "$TMP/out2" >/dev/null 2>&1
expect_same "--iso replaces standard.iso" "$d/disable_opt.res" "$TMP/out2"

"$SPATCH" --very-quiet --iso-limit 0 --sp-file "$d/is_null.cocci" \
	"$d/is_null.c" -o "$TMP/out3" >/dev/null 2>&1
expect_same "--iso-limit 0 applies none" "$d/disable_opt.res" "$TMP/out3"

"$SPATCH" --very-quiet --no-iso-limit --track-iso --sp-file "$d/comm.cocci" \
	"$d/comm.c" -o "$TMP/out4" >/dev/null 2>"$TMP/err4"
expect_same "--no-iso-limit" "$d/comm.res" "$TMP/out4"
expect_grep "--track-iso names gtr_lss" "iso: gtr_lss used 1 time" "$TMP/err4"
expect_grep "--track-iso names gtr_lss_eq" "iso: gtr_lss_eq used 1 time" "$TMP/err4"

printf 'Expression\n@ broken @\nexpression E;\n@@\nf(E => g(E)\n' > "$TMP/bad.iso"
"$SPATCH" --very-quiet --iso-file "$TMP/bad.iso" --sp-file "$d/is_null.cocci" \
	"$d/is_null.c" >/dev/null 2>"$TMP/err5"
st=$?
[ $st -ne 0 ] || { echo "FAIL: a malformed iso file is accepted"; fail=1; }
expect_grep "malformed iso file message" "bad.iso:5:[0-9]*: error" "$TMP/err5"

"$SPATCH" --very-quiet --iso-file "$TMP/none.iso" --sp-file "$d/is_null.cocci" \
	"$d/is_null.c" >/dev/null 2>"$TMP/err6"
st=$?
[ $st -ne 0 ] || { echo "FAIL: a missing iso file is accepted"; fail=1; }
expect_grep "missing iso file message" "none.iso" "$TMP/err6"
# a name that no isomorphism has is an error, in a header or an option
printf '@disable no_such_iso@\nexpression x;\n@@\n- x == NULL\n+ !x\n' > "$TMP/dis.cocci"
"$SPATCH" --very-quiet --sp-file "$TMP/dis.cocci" "$d/is_null.c" >/dev/null 2>"$TMP/err7"
st=$?
[ $st -ne 0 ] || { echo "FAIL: disable of an unknown name is accepted"; fail=1; }
expect_grep "unknown disable name message" "dis.cocci:1:1: error: invalid iso name no_such_iso" "$TMP/err7"
"$SPATCH" --very-quiet --disable-iso no_such_iso --sp-file "$d/is_null.cocci" "$d/is_null.c" \
	>/dev/null 2>"$TMP/err8"
st=$?
[ $st -ne 0 ] || { echo "FAIL: --disable-iso of an unknown name is accepted"; fail=1; }
expect_grep "unknown --disable-iso message" "invalid iso name" "$TMP/err8"
finish
