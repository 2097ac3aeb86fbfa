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
expect_grep "nest over a long function: warning" "^spatch: warning: long.c: matching stopped: too deep or too long\$" err
finish
