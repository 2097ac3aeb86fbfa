# tests/robust/limits.sh - patterns whose matching grows faster than the
# code: they must stop at the step budget with a warning naming the file,
# never run for minutes (`timeout` gives 124 on a hang).
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1

# A nest <... ...> before a statement, over one function of 6,000 lines:
# lifting the nest's bindings from every start point ran for minutes.
printf '@@\nexpression E;\n@@\n<...\nfoo(E);\n...>\n- baz();\n' >nest.cocci
awk 'BEGIN { print "int f(int x) {"; for (i = 0; i < 3000; i++) { print "if (x) foo(" i "); else bar(1);"; print "while (x) { foo(1); if (x) break; }" } print "baz();\n}" }' >long.c
timeout 120 "$SPATCH" --sp-file nest.cocci long.c >out 2>err
expect_status "nest over a long function" 1 $?
expect_grep "nest over a long function: warning" "^spatch: warning: long.c: function f skipped by the rule starting on line 1: step limit of 50000000 reached$" err
# Thousands of #define lines between items (a large driver header): the
# items after them are matched at the top level and inside a function,
# with no limit reached (each directive once cost a level of recursion).
awk 'BEGIN { for (i = 0; i < 5000; i++) printf "#define X_%d %d\n", i, i; print "int x;" }' >defs.c
printf '@@\n@@\n- int x;\n+ long x;\n' >defs.cocci
timeout 60 "$SPATCH" --very-quiet --sp-file defs.cocci defs.c >out 2>err
expect_status "5,000 #defines before a declaration" 0 $?
expect_grep "5,000 #defines before a declaration: changed" "^+long x;" out
awk 'BEGIN { print "int f(void)\n{"; for (i = 0; i < 5000; i++) printf "#define X_%d %d\n", i, i; print "\tx = 1;\n\treturn 0;\n}" }' >defs2.c
printf '@@\n@@\n- x = 1;\n+ x = 2;\n' >defs2.cocci
timeout 60 "$SPATCH" --very-quiet --sp-file defs2.cocci defs2.c >out 2>err
expect_status "5,000 #defines in a function" 0 $?
expect_grep "5,000 #defines in a function: changed" "^+	x = 2;" out
finish
