# tests/cli/ocaml.sh - OCaml script rules are not run, and the user is
# told so: one warning per rule, at its place, naming it, even with
# --very-quiet and --jobs; the rules that depend on it do not apply.
. "$srcdir/tests/lib.sh"

mkdir "$TMP/d"
for i in 1 2 3; do
	printf 'int f%d(int x)\n{\n\treturn foo(x);\n}\n' $i >"$TMP/d/f$i.c"
done
cat >"$TMP/o.cocci" <<'EOF2'
@initialize:ocaml@
@@
let seen = ref 0

@r@
expression E;
position p;
@@
- foo(E@p)
+ bar(E)

@script:ocaml s@
p << r.p;
@@
seen := !seen + 1

@script:ocaml@
p << r.p;
@@
Printf.printf "at %s\n" (List.hd p).file

@depends on s@
@@
- bar
+ baz

@finalize:ocaml@
@@
Printf.printf "%d\n" !seen
EOF2
"$SPATCH" --very-quiet --sp-file "$TMP/o.cocci" "$TMP/d/f1.c" >"$TMP/out" 2>"$TMP/err"
expect_status "ocaml rules skipped" 0 $?
cat >"$TMP/want" <<'EOF2'
@@ -1,4 +1,4 @@
 int f1(int x)
 {
-	return foo(x);
+	return bar(x);
 }
EOF2
sed 1,2d "$TMP/out" >"$TMP/got"
expect_same "the python-free part of the patch applies; the rule after s does not" "$TMP/want" "$TMP/got"
expect_grep "initialize warning" "o.cocci:1:1: warning: initialize:ocaml rule is not run (ladybug runs Python scripts only)" "$TMP/err"
expect_grep "named script warning" "o.cocci:12:1: warning: script:ocaml rule \`s' is not run (ladybug runs Python scripts only): the rules that depend on it do not apply" "$TMP/err"
expect_grep "anonymous script warning" "o.cocci:17:1: warning: script:ocaml rule is not run" "$TMP/err"
expect_grep "finalize warning" "o.cocci:27:1: warning: finalize:ocaml rule is not run" "$TMP/err"
n=$(grep -c 'warning:' "$TMP/err")
[ "$n" = 4 ] || { echo "FAIL: $n warnings, expected 4"; cat "$TMP/err"; fail=1; }

# Several files, in workers: still one warning per rule.
"$SPATCH" --very-quiet --sp-file "$TMP/o.cocci" --dir "$TMP/d" -j 2 >"$TMP/out" 2>"$TMP/err"
expect_status "ocaml rules, --dir, -j 2" 0 $?
n=$(grep -c 'warning:' "$TMP/err")
[ "$n" = 4 ] || { echo "FAIL: -j 2: $n warnings, expected 4"; cat "$TMP/err"; fail=1; }
[ "$(grep -c '^+	return bar(x);' "$TMP/out")" = 3 ] || { echo "FAIL: -j 2: not 3 changes"; fail=1; }

# A rule that cannot run with these -D is not warned about.
sed 's/^@script:ocaml s@$/@script:ocaml s depends on never_set@/' "$TMP/o.cocci" >"$TMP/o2.cocci"
sed -i '1i virtual never_set' "$TMP/o2.cocci"
"$SPATCH" --very-quiet --sp-file "$TMP/o2.cocci" "$TMP/d/f1.c" >/dev/null 2>"$TMP/err"
expect_status "inactive ocaml rule" 0 $?
grep -q "rule \`s'" "$TMP/err" && { echo "FAIL: inactive rule s warned about"; fail=1; }

# Constraints and fresh identifiers written in OCaml.
cat >"$TMP/c.cocci" <<'EOF2'
@r@
identifier f : script:ocaml () { true };
fresh identifier g = script:ocaml (f) { f ^ "_new" };
@@
- f
+ g
  (...)
EOF2
"$SPATCH" --sp-file "$TMP/c.cocci" "$TMP/d/f1.c" >/dev/null 2>"$TMP/err"
expect_grep "constraint warning" "c.cocci:2:12: warning: the script:ocaml constraint on f is not checked" "$TMP/err"
expect_grep "fresh identifier warning" "c.cocci:3:18: warning: fresh identifier g is made by script:ocaml" "$TMP/err"
finish
