# tests/smpl-golden/dir_depends.sh - over --dir each file is its own
# unit: `depends on r' applies only in the files where r matched, and
# `depends on !r' only in the others.
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
cat > p.cocci <<'COCCI'
@has_init@
@@
  init();

@depends on has_init@
@@
- run();
+ run_after_init();

@depends on !has_init@
@@
- run();
+ run_alone();
COCCI
mkdir tree
printf 'void a(void)\n{\n\tinit();\n\trun();\n}\n' > tree/a.c
printf 'void b(void)\n{\n\trun();\n}\n' > tree/b.c
printf 'void a(void)\n{\n\tinit();\n\trun_after_init();\n}\n' > a.want
printf 'void b(void)\n{\n\trun_alone();\n}\n' > b.want
"$SPATCH" --very-quiet --sp-file p.cocci --dir tree --in-place > out 2> err
expect_status "--dir --in-place" 0 $?
expect_same "a.c: the rule depending on has_init" a.want tree/a.c
expect_same "b.c: the rule depending on !has_init" b.want tree/b.c
finish
