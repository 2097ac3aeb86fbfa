# tests/robust/exit.sh - the exit status of each kind of run, as spatch(1)
# EXIT STATUS lists them.  The status spatch 1.1.1 gives on the same case
# is in the comment after each, where it differs.
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1

# st WANT NAME ARGS...: run spatch, check its exit status.
st() {
	want=$1 name=$2
	shift 2
	timeout 120 "$SPATCH" "$@" >out 2>err
	expect_status "$name" "$want" $?
}

printf '@@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n' >p.cocci
printf 'int f(void) { return foo(1); }\n' >ok.c
printf 'int f(void) { return baz(1); }\n' >nomatch.c

# Normal runs.
st 0 "a change" --sp-file p.cocci ok.c
st 0 "nothing matched" --sp-file p.cocci nomatch.c
st 0 "--help" --help
st 0 "--version" --version
# A function that does not parse is skipped, the others are changed.
printf 'int f(void) { return foo(1) +; }\nint g(void) { return foo(2); }\n' >cerr.c
st 0 "a function that does not parse" --sp-file p.cocci cerr.c
expect_grep "a function that does not parse: the other changed" "bar(2)" out
st 0 "--parse-c, a syntax error (as spatch)" --parse-c cerr.c
# Matching stopped at the step budget: a warning, the function skipped,
# status 1 (spatch runs for hours); also in a folder and with --jobs.
printf '@@\nexpression E;\n@@\n<...\nfoo(E);\n...>\n- baz();\n' >nest.cocci
awk 'BEGIN { print "int f(int x) {"; for (i = 0; i < 3000; i++) { print "if (x) foo(" i "); else bar(1);"; print "while (x) { foo(1); if (x) break; }" } print "baz();\n}" }' >long.c
st 1 "matching stopped at the budget" --sp-file nest.cocci long.c
expect_grep "matching stopped at the budget: warning" "long.c: function f skipped by the rule starting on line 1: step limit of 50000000 reached" err
mkdir lim && cp long.c lim/ && cp ok.c lim/
st 1 "matching stopped at the budget, a folder" --sp-file nest.cocci --dir lim
st 1 "matching stopped at the budget, --jobs 2" --sp-file nest.cocci --jobs 2 --dir lim
# a step limit reached: status 1 and the warning
printf '@@\n@@\n- foo(1);\n+ bar(1);\n...\n- baz();\n' >steps.cocci
printf 'void f(int x)\n{\n\tfoo(1);\n\tif (x)\n\t\ta();\n\tbaz();\n}\nvoid g(void)\n{\n\tfoo(1);\n\tbaz();\n}\n' >steps.c
st 0 "no limit reached" --sp-file steps.cocci steps.c
st 1 "a step limit of 1" --sp-file steps.cocci --steps 1 steps.c
expect_grep "a step limit of 1: warning" "steps.c: function f skipped by the rule starting on line 1: step limit of 1 reached" err

# Conflicting changes: the file is left alone.
printf 'void k(void)\n{\n\tx = f(f(1));\n}\n' >k.c
printf '@@\nexpression E;\n@@\n- f(E)\n+ g(E)\n' >k.cocci
st 1 "a conflict" --sp-file k.cocci k.c          # spatch: 255
mkdir d && cp k.c d/
st 1 "a conflict in a folder" --sp-file k.cocci --dir d   # spatch: 0

# Usage errors.
st 2 "an unknown option" --sp-file p.cocci --no-such-option ok.c
st 2 "an option without its argument" --sp-file
# Inputs that cannot be read or parsed.
printf '@@\nexpression E;\n@@\n- foo(E\n+ bar(E)\n' >bad.cocci
st 1 "a SmPL syntax error" --sp-file bad.cocci ok.c     # spatch: 255
st 255 "--parse-cocci, a SmPL syntax error" --parse-cocci bad.cocci
st 1 "a missing C file" --sp-file p.cocci missing.c     # spatch: 255
st 1 "a missing semantic patch" --sp-file missing.cocci ok.c   # spatch: 2
# Refusals, as spatch.
printf 'virtual patch\n@depends on patch@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n' >v.cocci
st 255 "-D without its virtual" --sp-file v.cocci -D nosuch ok.c
printf '@@\nexpression E;\n@@\nfoo(E)\n' >norule.cocci
st 255 "no rule applies" --sp-file norule.cocci ok.c
cp ok.c ok2.c
st 255 "-o with several files" --sp-file p.cocci ok.c ok2.c -o o.c
st 255 "-o with every file skipped" --sp-file p.cocci nomatch.c -o o.c
# A write that fails (tests/robust/writes.sh has the others).
mkdir od
st 1 "-o a folder" --sp-file p.cocci ok.c -o od       # spatch: 0

# Scripts.
if [ "${LADYBUG_HAVE_PYTHON:-yes}" != no ]; then
	printf '@@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n@script:python@\n@@\nraise Exception("x")\n' >py.cocci
	st 255 "a failed script, named file" --sp-file py.cocci ok.c
	mkdir pd && cp ok.c pd/
	st 1 "a failed script, file in a folder" --sp-file py.cocci --dir pd   # spatch: 0
	printf '@r@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n@script:python depends on r@\nE << r.E;\n@@\ncocci.exit()\n' >pyexit.cocci
	st 0 "cocci.exit()" --sp-file pyexit.cocci ok.c
fi
finish
