# tests/smpl-golden/cmdline_group.sh - several C files named on the
# command line are one unit for spatch 1.1.1: has_init matching in a.c
# satisfies `depends on has_init' for b.c too.
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
COCCI
printf 'void a(void)\n{\n\tinit();\n\trun();\n}\n' > a.c
printf 'void b(void)\n{\n\trun();\n}\n' > b.c
printf 'void b(void)\n{\n\trun_after_init();\n}\n' > b.want
"$SPATCH" --very-quiet --sp-file p.cocci --in-place a.c b.c > out 2> err
expect_status "two files" 0 $?
expect_same "b.c changed through a.c's match" b.want b.c
finish
