#!/bin/sh
# tests/ocaml/jobs.sh - OCaml script rules with --jobs give the output of
# a sequential run: scripts that only look at their values run in the
# workers (which inherit the loaded code), and a patch whose initialize
# code keeps state (a counter of fresh names, carried from file to file)
# is run sequentially.
. "$srcdir/tests/lib.sh"
if [ "${LADYBUG_HAVE_OCAML:-yes}" = no ]; then
	echo "SKIP: a build without OCaml"; exit 77
fi
# 8 files of 100 functions: enough work for both workers
mkdir "$TMP/d"
for i in 1 2 3 4 5 6 7 8; do
	k=1
	while [ $k -le 100 ]; do
		printf 'int f%d_%d(int x)\n{\n\treturn foo(x, %d);\n}\n' $i $k $k
		k=$((k + 1))
	done >"$TMP/d/f$i.c"
done
cat >"$TMP/plain.cocci" <<'EOF2'
@r@
expression E, N;
position p;
@@
foo(E, N@p)

@script:ocaml s@
n << r.N;
p << r.p;
name;
@@
Printf.printf "%s:%d %s\n" (List.hd p).file (List.hd p).line n;
name := make_ident ("foo" ^ n)

@@
expression r.E, r.N;
identifier s.name;
@@
- foo(E, N)
+ name(E)
EOF2
cat >"$TMP/state.cocci" <<'EOF2'
@initialize:ocaml@
@@
let n = ref 0
let next () = incr n; Printf.sprintf "tmp_%d" !n

@@
expression E, N;
fresh identifier t = script:ocaml () { next () };
@@
- foo(E, N)
+ t(E)
EOF2
for p in plain state; do
	"$SPATCH" --very-quiet --sp-file "$TMP/$p.cocci" --dir "$TMP/d" -j 1 >"$TMP/$p.1" 2>"$TMP/$p.e1"
	expect_status "$p -j 1" 0 $?
	"$SPATCH" --very-quiet --sp-file "$TMP/$p.cocci" --dir "$TMP/d" -j 2 >"$TMP/$p.2" 2>"$TMP/$p.e2"
	expect_status "$p -j 2" 0 $?
	expect_same "$p: -j 2 is -j 1" "$TMP/$p.1" "$TMP/$p.2"
done
[ "$(grep -c '^+	return foo[0-9]*(x);' "$TMP/plain.2")" = 800 ] || { echo "FAIL: plain: not 800 changes"; head "$TMP/plain.2"; fail=1; }
n=$(sed -n 's/^+	return \(tmp_[0-9]*\)(x);/\1/p' "$TMP/state.2" | sort -u | wc -l)
[ "$n" = 800 ] || { echo "FAIL: state: $n names, not 800 (the counter must go on from file to file)"; fail=1; }
finish
