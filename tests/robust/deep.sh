# tests/robust/deep.sh - 100,000 levels of nesting in C and in SmPL, with
# a 1 MB stack: each stops at the nesting limit with a FILE:LINE:COL
# message (never the stack), and in a transformation the function that
# is too deep is skipped while the others are changed.
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1
n=100000

# run WANT NAME ARGS...: spatch with a 1 MB stack, its exit status checked.
run() {
	want=$1 name=$2
	shift 2
	sh -c 'ulimit -s 1024 2>/dev/null; exec timeout 120 "$@"' sh "$SPATCH" "$@" >out 2>err
	expect_status "$name" "$want" $?
}

printf '@@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n' >p.cocci
printf 'int f(void) { return foo(1); }\n' >ok.c

# C: parentheses, blocks.
awk -v n=$n 'BEGIN { s = "int f(void) { return "; for (i = 0; i < n; i++) s = s "("; s = s "foo(1)"; for (i = 0; i < n; i++) s = s ")"; print s "; }\nint g(void) { return foo(2); }" }' >paren.c
awk -v n=$n 'BEGIN { s = "int f(void) "; for (i = 0; i < n; i++) s = s "{"; s = s "foo(1);"; for (i = 0; i < n; i++) s = s "}"; print s "\nint g(void) { return foo(2); }" }' >block.c
for k in paren block; do
	run 1 "$n nested ($k.c), --debug-ast" --debug-ast $k.c
	expect_grep "$n nested ($k.c): message" "^$k.c:1:[0-9]*: error: nesting too deep\$" err
	run 0 "$n nested ($k.c), transformed" --sp-file p.cocci $k.c
	expect_grep "$n nested ($k.c), transformed: the other function" "^+int g(void) { return bar(2); }\$" out
done

# SmPL: parentheses, blocks, disjunctions, nests.
awk -v n=$n 'BEGIN { print "@@\nexpression E;\n@@"; s = "- foo("; for (i = 0; i < n; i++) s = s "("; s = s "E"; for (i = 0; i < n; i++) s = s ")"; print s ")\n+ bar(E)" }' >paren.cocci
awk -v n=$n 'BEGIN { print "@@\n@@\nf(...)"; for (i = 0; i < n; i++) print "{"; print "- foo(1);"; for (i = 0; i < n; i++) print "}" }' >block.cocci
awk -v n=$n 'BEGIN { print "@@\nexpression E;\n@@"; for (i = 0; i < n; i++) print "("; print "foo(E);"; for (i = 0; i < n; i++) print ")" }' >disj.cocci
awk -v n=$n 'BEGIN { print "@@\nexpression E;\n@@\nf(...) {"; for (i = 0; i < n; i++) print "<..."; print "foo(E);"; for (i = 0; i < n; i++) print "...>"; print "}" }' >nest.cocci
for k in paren block disj nest; do
	run 255 "$n nested ($k.cocci), --parse-cocci" --parse-cocci $k.cocci
	expect_grep "$n nested ($k.cocci): message" "^$k.cocci:[0-9]*:[0-9]*: error: nesting too deep (more than 256 levels)\$" err
	run 1 "$n nested ($k.cocci), --sp-file" --sp-file $k.cocci ok.c
	expect_grep "$n nested ($k.cocci), --sp-file: message" "^$k.cocci:[0-9]*:[0-9]*: error: nesting too deep" err
done
finish
