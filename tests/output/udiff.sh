# tests/output/udiff.sh - the unified diff against GNU `diff -u -p`.
# Small cases at the edges (empty files, missing final newlines, the
# function line in hunk headers, context sizes), then a property test:
# random edits of real files (a fixed seed), our hunks compared with
# those of GNU diff byte for byte.
. "$srcdir/tests/lib.sh"
DRIVER=${EDIT_DRIVER:-${SPATCH%/src/spatch}/tests/output/edit-driver}
if ! diff -u -p /dev/null /dev/null >/dev/null 2>&1; then
	echo "SKIP: no GNU diff"
	exit 77
fi
cd "$TMP" || exit 1

# check NAME U: compare the hunks of a -> b with GNU diff -U U -p.
check() {
	diff -U "$2" -p a b >gnu
	tail -n +3 gnu >want
	"$DRIVER" diff a b "$2" >got
	expect_same "$1 (-U $2)" want got
}

: >a; printf 'x\ny\n' >b; check "empty to text" 3
printf 'x\ny\n' >a; : >b; check "text to empty" 3
printf 'x' >a; printf 'x\n' >b; check "newline added at the end" 3
printf 'x\n' >a; printf 'x' >b; check "newline dropped at the end" 3
printf 'a\nb\nx' >a; printf 'a\nb\ny' >b; check "no newline on either side" 3
printf 'same\n' >a; cp a b; check "equal files" 3
# Function lines: the last line before the hunk that starts with a
# letter, `_` or `$`, cut at 40 bytes, trailing blanks dropped.
{
	echo 'static int a_function_with_a_rather_long_name_indeed(void)'
	echo '{'
	for i in 1 2 3 4 5 6 7 8; do echo "	x$i();"; done
	echo '}'
	echo '_under(void)  '
	echo '#define NOT_THIS 1'
	echo ' not this either'
	for i in 1 2 3 4 5 6 7 8; do echo "	y$i();"; done
	echo '$dollar'
	for i in 1 2 3 4 5 6 7 8; do echo "	z$i();"; done
	echo 'int cut_after_forty_bytes_with_blanks_at__     the_end(void)'
	for i in 1 2 3 4 5 6 7 8; do echo "	w$i();"; done
} >a
sed -e 's/x7/X7/' -e 's/y6/Y6/' -e 's/z5/Z5/' -e 's/w8/W8/' a >b
check "function lines" 3
check "function lines" 0
check "function lines" 1
sed -e '1i\
first' -e '$a\
last' a >b
check "additions at both ends" 0
check "additions at both ends" 5
# Two changes 6 lines apart share a hunk with -U 3, 7 lines apart do not.
seq 1 30 >a
sed -e '10s/.*/x/' -e '17s/.*/y/' a >b; check "gap of 6" 3
sed -e '10s/.*/x/' -e '18s/.*/y/' a >b; check "gap of 7" 3

# Property test: random edits of ladybug's own sources.
"$DRIVER" fuzz 20261203 600 "$srcdir"/src/*/*.c "$srcdir"/COPYING >fuzz.out 2>fuzz.err
status=$?
cat fuzz.out
if [ $status -ne 0 ]; then
	echo "FAIL: property test against GNU diff"
	head -60 fuzz.err
	fail=1
fi
finish
