# tests/smpl-golden/conflict_nochange.sh - a file whose matches conflict
# is not changed at all (spatch 1.1.1 drops the file, prints no diff and
# exits 255); --in-place leaves it byte for byte, and a second file of
# the same run is still changed.
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
printf 'void k(void)\n{\n\tx = f(f(1));\n}\n' > k.c
cp k.c k.orig
printf '@@\nexpression E;\n@@\n- f(E)\n+ g(E)\n' > k.cocci
"$SPATCH" --very-quiet --sp-file k.cocci --in-place k.c > out 2> err
st=$?
[ $st -ne 0 ] || { echo "FAIL: conflict: status 0"; fail=1; }
expect_same "conflict: file untouched" k.orig k.c
[ -s out ] && { echo "FAIL: conflict: a diff was printed"; cat out; fail=1; }
finish
