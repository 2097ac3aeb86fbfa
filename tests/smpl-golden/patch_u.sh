# tests/smpl-golden/patch_u.sh - with --patch DIR and -U N, the `diff'
# line names the context size as spatch 1.1.1 does: `diff -U 1 -p'.
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
printf '@@\nexpression E;\n@@\n- legacy(E);\n+ modern(E);\n' > p.cocci
mkdir tree
printf 'int one(int a)\n{\n\tint x = a;\n\tx++;\n\tlegacy(x);\n\tx++;\n\treturn x;\n}\n' > tree/a.c
"$SPATCH" --very-quiet --sp-file p.cocci -U 1 --patch tree tree/a.c > out 2> err
expect_status "--patch -U 1" 0 $?
cat > want <<'DIFF'
diff -U 1 -p a/a.c b/a.c
--- a/a.c
+++ b/a.c
@@ -4,3 +4,3 @@ int one(int a)
 	x++;
-	legacy(x);
+	modern(x);
 	x++;
DIFF
expect_same "--patch -U 1" want out
finish
