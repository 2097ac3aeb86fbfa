# tests/robust/badinput.sh - the bad inputs of the "Bad input" list: each
# gets its message with the file (and line where it applies) and the exact
# exit status; none crashes or hangs (every run is under `timeout`, whose
# status 124 would show a hang).
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1

# run WANT NAME ARGS...: run spatch, check its exit status; stderr in err.
run() {
	want=$1 name=$2
	shift 2
	timeout 60 "$SPATCH" "$@" >out 2>err
	expect_status "$name" "$want" $?
}

printf '@@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n' >p.cocci
printf 'int f(void) { return foo(1); }\n' >ok.c

# Files that cannot be read.
run 2 "missing C file" --debug-ast missing.c
expect_grep "missing C file: message" "^spatch: error: missing.c: No such file or directory\$" err
run 1 "missing semantic patch" --sp-file missing.cocci ok.c
expect_grep "missing semantic patch: message" "^spatch: error: missing.cocci: No such file or directory\$" err
mkdir folder
run 1 "semantic patch is a folder" --sp-file folder ok.c
expect_grep "semantic patch is a folder: message" "^spatch: error: folder: is a directory\$" err

# A binary file, an empty file.
printf '\177ELF\002\001\001\000\000\000' >bin.c
run 1 "binary C file" --debug-ast bin.c
expect_grep "binary C file: message" '^bin.c:1:1: error: stray byte \\x7f in program$' err
expect_grep "binary C file: NUL" '^bin.c:1:8: error: NUL byte in source$' err
: >empty.c
run 0 "empty C file" --debug-ast empty.c
run 0 "empty C file, transformed" --sp-file p.cocci empty.c
: >empty.cocci
run 255 "empty semantic patch (no rule applies, as spatch)" --sp-file empty.cocci ok.c

# Unterminated comment and string: the line and column where they start.
printf 'int f(void) {\n /* never ends\n return 1;\n' >ucom.c
run 1 "unterminated comment" --debug-ast ucom.c
expect_grep "unterminated comment: message" "^ucom.c:2:2: error: unterminated comment\$" err
printf 'int f(void) {\n char *s = "never ends;\n return 1;\n}\n' >ustr.c
run 1 "unterminated string" --debug-ast ustr.c
expect_grep "unterminated string: message" "^ustr.c:2:12: error: unterminated string\$" err
printf '@@\n@@\n- foo("never ends);\n' >ustr.cocci
run 255 "unterminated string in a semantic patch" --parse-cocci ustr.cocci
expect_grep "unterminated string in a semantic patch: message" "^ustr.cocci:3:7: error: " err

# 20,000 nested parentheses and blocks in C: a clean error, no deep stack.
n=20000
awk -v n=$n 'BEGIN { s = "int f(void) { return "; for (i = 0; i < n; i++) s = s "("; s = s "1"; for (i = 0; i < n; i++) s = s ")"; print s "; }" }' >paren.c
run 1 "20,000 parentheses" --debug-ast paren.c
expect_grep "20,000 parentheses: message" "^paren.c:1:[0-9]*: error: nesting too deep\$" err
awk -v n=$n 'BEGIN { s = "int f(void) "; for (i = 0; i < n; i++) s = s "{"; s = s "foo(1);"; for (i = 0; i < n; i++) s = s "}"; print s }' >block.c
run 1 "20,000 blocks" --debug-ast block.c
expect_grep "20,000 blocks: message" "^block.c:1:[0-9]*: error: nesting too deep\$" err
# As with any C syntax error, spatch's transformation skips the function.
run 0 "20,000 blocks, transformed (the file is skipped)" --sp-file p.cocci block.c
expect_same "20,000 blocks, transformed: no diff" /dev/null out
# Long flat chains build deep trees too.
awk -v n=$n 'BEGIN { s = "int f(int x) { if (x) x = 1;"; for (i = 0; i < n; i++) s = s " else if (x) x = 1;"; print s " }" }' >elseif.c
run 1 "20,000 else-if" --debug-ast elseif.c
expect_grep "20,000 else-if: message" "^elseif.c:1:[0-9]*: error: nesting too deep" err
awk -v n=$n 'BEGIN { s = "int f(int x) { return x"; for (i = 0; i < n; i++) s = s " + x"; print s "; }" }' >plus.c
run 1 "20,000 additions" --debug-ast plus.c
expect_grep "20,000 additions: message" "^plus.c:1:[0-9]*: error: nesting too deep" err

# 20,000 nested parentheses, disjunctions, nests and blocks in SmPL.
awk -v n=$n 'BEGIN { print "@@\nexpression E;\n@@"; s = "- foo("; for (i = 0; i < n; i++) s = s "("; s = s "E"; for (i = 0; i < n; i++) s = s ")"; print s ")\n+ bar(E)" }' >paren.cocci
awk -v n=$n 'BEGIN { print "@@\nexpression E;\n@@"; for (i = 0; i < n; i++) print "("; print "foo(E);"; for (i = 0; i < n; i++) print ")" }' >disj.cocci
awk -v n=$n 'BEGIN { print "@@\nexpression E;\n@@\nf(...) {"; for (i = 0; i < n; i++) print "<..."; print "foo(E);"; for (i = 0; i < n; i++) print "...>"; print "}" }' >nest.cocci
awk -v n=$n 'BEGIN { print "@@\n@@\nf(...)"; for (i = 0; i < n; i++) print "{"; print "- foo(1);"; for (i = 0; i < n; i++) print "}" }' >block.cocci
for k in paren disj nest block; do
	run 255 "20,000 nested ($k.cocci), --parse-cocci" --parse-cocci $k.cocci
	expect_grep "20,000 nested ($k.cocci): message" "^$k.cocci:[0-9]*:[0-9]*: error: nesting too deep (more than 256 levels)\$" err
	run 1 "20,000 nested ($k.cocci), --sp-file" --sp-file $k.cocci ok.c
	expect_grep "20,000 nested ($k.cocci), --sp-file: message" "^$k.cocci:[0-9]*:[0-9]*: error: nesting too deep" err
done

# --in-place when the semantic patch has an error: the source is untouched.
printf '@@\nexpression E;\n@@\n- foo(E)\n+ bar(E\n' >bad.cocci
cp ok.c ip.c
run 1 "--in-place, bad patch" --sp-file bad.cocci --in-place ip.c
expect_grep "--in-place, bad patch: message" "^bad.cocci:5:6: error: unbalanced brackets" err
expect_same "--in-place, bad patch: source untouched" ok.c ip.c
n=$(ls | grep -c '^ip\.c')
expect_status "--in-place, bad patch: no file beside the source" 1 "$n"
finish
