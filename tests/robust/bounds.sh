# tests/robust/bounds.sh - the bounds on checking one function: steps per
# check (--steps), steps over all the checks of a rule on a function (100
# times --steps; one check per value of the first item's metavariables),
# memory held by a check (--max-memory) and time (--timeout).  A function
# past a bound is skipped with a warning naming the file, the function,
# the rule and the bound; the other functions are changed; the status is 1.
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1

st() {
	want=$1 name=$2
	shift 2
	timeout 120 "$SPATCH" "$@" >out 2>err
	expect_status "$name" "$want" $?
}

# f: 400 assignments, each a value of the first item; g: one match.
awk 'BEGIN { print "void f(void)\n{"; for (i = 0; i < 400; i++) print "\tv" i " = w" i ";"; print "}";
	     print "void g(void)\n{\n\tx = y;\n\tfoo();\n\tz = t;\n}" }' >big.c
printf '@pairs@\nexpression a, b, c, d;\n@@\n* a = b;\n...\n* c = d;\n' >pairs.cocci
printf '@calls@\nexpression a, b;\n@@\n- a = b;\n...\n- foo();\n' >calls.cocci

st 0 "no bound reached" --sp-file calls.cocci big.c
expect_grep "no bound reached: g changed" "^-	foo();" out

# the memory of a check
st 1 "memory bound" --sp-file pairs.cocci --max-memory 1 big.c
expect_grep "memory bound: warning" "big.c: function f skipped by rule pairs: memory limit of 1 MB reached" err
expect_grep "memory bound: g still matched" "^-	x = y;" out
if grep -q "v1 = w1" out; then
	echo "FAIL: memory bound: f was skipped, none of its matches may be reported"; fail=1
fi

# the steps of all the checks of one function: each check stays below
# --steps, their sum does not
st 1 "steps over the checks of a function" --sp-file pairs.cocci --steps 200000 big.c
expect_grep "steps over the checks of a function: warning" \
	"big.c: function f skipped by rule pairs: step limit of 20000000 reached" err
expect_grep "steps over the checks of a function: g still matched" "^-	x = y;" out

# a rule without a name is named by its line
printf '// a comment first\n@@\nexpression a, b, c, d;\n@@\n* a = b;\n...\n* c = d;\n' >anon.cocci
st 1 "an anonymous rule" --sp-file anon.cocci --max-memory 1 big.c
expect_grep "an anonymous rule: warning" "function f skipped by the rule starting on line 2: memory limit" err

# time: a function over its time is skipped too (the pairs of 3000
# assignments take far more than a second)
awk 'BEGIN { print "void h(void)\n{"; for (i = 0; i < 3000; i++) print "\tv" i " = w" i ";"; print "}" }' >huge.c
st 1 "time bound" --sp-file pairs.cocci --timeout 1 --steps 1000000000 huge.c
expect_grep "time bound: warning" "huge.c: function h skipped by rule pairs: time limit of 1 s reached" err

finish
