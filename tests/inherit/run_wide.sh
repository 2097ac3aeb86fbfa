# tests/inherit/run_wide.sh - what spatch 1.1.1 decides over a whole run
# rather than per file: `never r' fails in every file processed after r
# matched somewhere (while `ever r' looks at the current file only), and
# the files named together on the command line are one unit whose diffs
# come out in the reverse order.
. "$top_srcdir/tests/lib.sh"

cd "$TMP" || exit 1
cat > never.cocci <<'COCCI'
@has_init@
@@
  init();

@depends on never has_init@
@@
- run();
+ run_alone();
COCCI
sed 's/never/ever/; s/run_alone/run_ever/' never.cocci > ever.cocci
printf 'void a(void)\n{\n\trun();\n}\n' > a.c
printf 'void b(void)\n{\n\tinit();\n\trun();\n}\n' > b.c
printf 'void c(void)\n{\n\trun();\n}\n' > c.c

# --dir: each file alone, in folder order; `never' remembers earlier files
mkdir tree
for f in p1 p2 p3 p4; do cp a.c tree/$f.c; done
order=$(ls -U tree)
first=$(echo "$order" | head -n 1)
cp b.c "tree/$(echo "$order" | sed -n 2p)"
"$SPATCH" --very-quiet --sp-file never.cocci --dir tree > out 2> err
expect_status "--dir never" 0 $?
grep '^+++' out | sed 's|^+++ b/||' > got
echo "$first" > want
expect_same "never: only the file before the one with init()" want got
"$SPATCH" --very-quiet --sp-file ever.cocci --dir tree > out 2> err
expect_status "--dir ever" 0 $?
grep -c '^+++' out > got
echo 1 > want
expect_same "ever: only the file with init()" want got

# files named together: one unit, reported last file first
"$SPATCH" --very-quiet --sp-file never.cocci a.c c.c > out 2> err
expect_status "two files" 0 $?
grep '^---' out > got
printf -- '--- c.c\n--- a.c\n' > want
expect_same "unit: reverse order" want got
"$SPATCH" --very-quiet --sp-file never.cocci a.c b.c c.c > out 2> err
expect_status "three files" 0 $?
: > empty
expect_same "unit: init() in b.c holds for a.c and c.c" empty out
finish
