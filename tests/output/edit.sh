# tests/output/edit.sh - golden tests of the edit and udiff modules, and
# a property test of edit.
# Each cases/NAME.ed (an edit script, see edit-driver.c) is applied to
# cases/NAME.c: the new text must equal NAME.res, the messages NAME.err
# (when it exists; else there must be none), and the diff printed
# through the output module with --patch headers NAME.diff; NAME.U<N>.diff
# is the same diff with -U N (whose first line says `diff -U N -p`).
. "$srcdir/tests/lib.sh"
DRIVER=${EDIT_DRIVER:-${SPATCH%/src/spatch}/tests/output/edit-driver}
cd "$srcdir/tests/output/cases" || exit 1
n=0
for ed in *.ed; do
	name=${ed%.ed}
	n=$((n + 1))
	"$DRIVER" edit "$name.c" "$ed" >"$TMP/$name.res" 2>"$TMP/$name.err"
	status=$?
	expect_same "$name: new text" "$name.res" "$TMP/$name.res"
	if [ -f "$name.err" ]; then
		expect_same "$name: messages" "$name.err" "$TMP/$name.err"
		expect_status "$name: exit status" 1 $status
	else
		expect_same "$name: no messages" /dev/null "$TMP/$name.err"
		expect_status "$name: exit status" 0 $status
	fi
	"$DRIVER" run "$ed" --very-quiet --patch . "$name.c" >"$TMP/$name.diff" 2>/dev/null
	expect_same "$name: diff" "$name.diff" "$TMP/$name.diff"
	for d in "$name".U*.diff; do
		[ -f "$d" ] || continue
		u=${d#"$name".U}
		u=${u%.diff}
		"$DRIVER" run "$ed" --very-quiet --patch . -U "$u" "$name.c" >"$TMP/$d" 2>/dev/null
		expect_same "$name: diff -U $u" "$d" "$TMP/$d"
	done
done
[ "$n" -ge 9 ] || { echo "FAIL: only $n cases found"; fail=1; }

# Property test: random edit sets (removals, replacements, additions,
# re-indentation; conflicts included) on real files.  Lexed again, the
# result must hold the kept tokens in order and every added text: no
# token lost, cut, glued to another or duplicated.
cd "$TMP" || exit 1
"$DRIVER" fuzz-edit 20261203 500 "$srcdir"/src/*/*.c "$srcdir"/tests/output/cases/*.c \
	>fuzz.out 2>/dev/null
status=$?
cat fuzz.out
expect_status "edit property test" 0 $status
finish
