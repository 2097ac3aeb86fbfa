# tests/smpl-golden/conflict_report.sh - two matches of one rule that
# change the same tokens differently (f(f(1)) under -f(E) +g(E)): the
# conflict is reported with the positions of both changes.
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
printf 'void k(void)\n{\n\tx = f(f(1));\n}\n' > k.c
printf '@@\nexpression E;\n@@\n- f(E)\n+ g(E)\n' > k.cocci
"$SPATCH" --very-quiet --sp-file k.cocci k.c > out 2> err
st=$?
[ $st -lt 128 ] || [ $st -eq 255 ] || { echo "FAIL: conflict: died with status $st"; fail=1; }
expect_grep "conflict reported" 'conflict' err
expect_grep "conflict names the file and line" 'k\.c:3:' err
expect_grep "conflict names the outer call" 'column 6' err
expect_grep "conflict names the inner call" 'column 8' err
finish
