# tests/smpl-golden/o_nochange.sh - `-o FILE' when the patch changes
# nothing: spatch 1.1.1 writes no FILE, says so on stderr and exits 255.
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
printf '@@\nexpression E;\n@@\n- legacy(E);\n+ modern(E);\n' > p.cocci
printf 'int nothing;\n' > none.c
"$SPATCH" --very-quiet --sp-file p.cocci none.c -o o.c > out 2> err
[ -e o.c ] && { echo "FAIL: -o wrote a file although nothing changed"; fail=1; }
expect_grep "-o without a change is reported" 'no modified files' err
finish
