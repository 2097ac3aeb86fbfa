# tests/smpl-golden/dir_never.sh - `never r' and `ever r' look at the
# whole run: in spatch 1.1.1, once has_init matched in a.c, `depends on
# never has_init' fails in every file of the --dir run, b.c included
# (while `!has_init' is per file, see dir_depends.sh).
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
cat > p.cocci <<'COCCI'
@has_init@
@@
  init();

@depends on never has_init@
@@
- run();
+ run_alone();
COCCI
mkdir tree
printf 'void a(void)\n{\n\tinit();\n\trun();\n}\n' > tree/a.c
printf 'void b(void)\n{\n\trun();\n}\n' > tree/b.c
cp -r tree orig
"$SPATCH" --very-quiet --sp-file p.cocci --dir tree --in-place > out 2> err
expect_status "--dir --in-place" 0 $?
expect_same "a.c unchanged" orig/a.c tree/a.c
expect_same "b.c unchanged: has_init matched elsewhere in the run" orig/b.c tree/b.c
finish
