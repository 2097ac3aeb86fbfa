# tests/cli/jobs.sh - --jobs N: the files run in worker processes, and
# everything printed is what a sequential run prints, in the same order.
. "$srcdir/tests/lib.sh"

mkdir "$TMP/d"
for i in 1 2 3 4 5 6 7; do
	printf 'int f%d(int x)\n{\n\treturn foo(x) + %d;\n}\n' $i $i >"$TMP/d/f$i.c"
done
printf 'int g(void)\n{\n\treturn 0;\n}\n' >"$TMP/d/nothing.c"

cat >"$TMP/p.cocci" <<'EOF'
virtual report

@@
expression E;
@@
- foo(E)
+ bar(E)
EOF

# Patch mode: the same diff, the same exit status, whatever N and the chunk size.
"$SPATCH" --sp-file "$TMP/p.cocci" --dir "$TMP/d" >"$TMP/seq.out" 2>"$TMP/seq.err"
expect_status "sequential" 0 $?
n=$(grep -c '^+++ ' "$TMP/seq.out")
[ "$n" = 7 ] || { echo "FAIL: sequential run: $n diffs, expected 7"; fail=1; }
for opts in "-j 2" "--jobs 3" "--jobs 3 --chunksize 1" "-j 2 --chunksize 3" "-j 8" "-j 0" "-jobs 2"; do
	# shellcheck disable=SC2086
	"$SPATCH" --sp-file "$TMP/p.cocci" --dir "$TMP/d" $opts >"$TMP/par.out" 2>"$TMP/par.err"
	expect_status "$opts" 0 $?
	expect_same "$opts: the diff of a sequential run" "$TMP/seq.out" "$TMP/par.out"
	expect_same "$opts: the messages of a sequential run" "$TMP/seq.err" "$TMP/par.err"
done

# The kernel's coccicheck: report mode, --no-show-diff, --jobs, --chunksize.
"$SPATCH" -D report --very-quiet --no-show-diff --jobs 2 --chunksize 1 \
	--cocci-file "$TMP/p.cocci" --dir "$TMP/d" --include-headers >"$TMP/cc.out" 2>"$TMP/cc.err"
expect_status "coccicheck's options" 0 $?
[ -s "$TMP/cc.out" ] && { echo "FAIL: --no-show-diff printed:"; head "$TMP/cc.out"; fail=1; }

# --in-place: each worker rewrites its own files.
cp -r "$TMP/d" "$TMP/ip"
"$SPATCH" --sp-file "$TMP/p.cocci" --dir "$TMP/ip" --in-place -j 3 >/dev/null 2>&1
expect_status "--in-place -j 3" 0 $?
printf 'int f5(int x)\n{\n\treturn bar(x) + 5;\n}\n' >"$TMP/want"
expect_same "--in-place -j 3 changed f5.c" "$TMP/want" "$TMP/ip/f5.c"
expect_same "--in-place -j 3 left nothing.c" "$TMP/d/nothing.c" "$TMP/ip/nothing.c"
[ "$(grep -l bar "$TMP/ip"/*.c | wc -l)" = 7 ] || { echo "FAIL: --in-place -j 3 did not change 7 files"; fail=1; }

# An unreadable file fails the run (exit 1) as in a sequential run.
mkdir "$TMP/bad"
cp "$TMP/d/f1.c" "$TMP/d/f2.c" "$TMP/bad/"
ln -s "$TMP/no-such-file.c" "$TMP/bad/f3.c"
"$SPATCH" --sp-file "$TMP/p.cocci" --dir "$TMP/bad" >"$TMP/b1.out" 2>"$TMP/b1.err"
s1=$?
"$SPATCH" --sp-file "$TMP/p.cocci" --dir "$TMP/bad" -j 2 >"$TMP/b2.out" 2>"$TMP/b2.err"
s2=$?
expect_status "an unreadable file, -j 2, as sequential" "$s1" "$s2"
expect_same "an unreadable file, -j 2: the diff" "$TMP/b1.out" "$TMP/b2.out"

# Python script rules: what the scripts print comes in file order, and a
# finalize rule sees the matches of every file (the run stays sequential).
cat >"$TMP/s.cocci" <<'EOF'
@initialize:python@
@@
seen = []

@r@
expression E;
position p;
@@
 foo(E@p)

@script:python@
p << r.p;
@@
print("match", p[0].line)
seen.append(p[0].file)

@finalize:python@
@@
print("files", len(seen))
EOF
"$SPATCH" --sp-file "$TMP/s.cocci" --dir "$TMP/d" --very-quiet >"$TMP/s1.out" 2>"$TMP/s1.err"
if grep -q "need Python" "$TMP/s1.err"; then
	finish
fi
"$SPATCH" --sp-file "$TMP/s.cocci" --dir "$TMP/d" --very-quiet -j 3 >"$TMP/s3.out" 2>&1
expect_status "script rules, -j 3" 0 $?
expect_same "script rules, -j 3: the output of a sequential run" "$TMP/s1.out" "$TMP/s3.out"
expect_grep "finalize sees all the files" "^files 7$" "$TMP/s3.out"

# Without finalize the workers run the script rules; their lines come
# in the order of a sequential run.
sed '/@finalize:python@/,$d' "$TMP/s.cocci" >"$TMP/s2.cocci"
"$SPATCH" --sp-file "$TMP/s2.cocci" --dir "$TMP/d" --very-quiet >"$TMP/t1.out" 2>&1
"$SPATCH" --sp-file "$TMP/s2.cocci" --dir "$TMP/d" --very-quiet -j 3 --chunksize 1 >"$TMP/t3.out" 2>&1
expect_status "script rules without finalize, -j 3" 0 $?
expect_same "script rules without finalize, -j 3: sequential order" "$TMP/t1.out" "$TMP/t3.out"
[ "$(grep -c '^match 3$' "$TMP/t3.out")" = 7 ] || { echo "FAIL: -j 3: not 7 script lines"; fail=1; }

# A failing script stops the run at the same file, with the same status.
cat >"$TMP/f.cocci" <<'EOF'
@r@
expression E;
position p;
@@
- foo(E@p)
+ bar(E)

@script:python@
p << r.p;
@@
if p[0].file.endswith("f4.c"):
    raise Exception("boom")
EOF
"$SPATCH" --sp-file "$TMP/f.cocci" --dir "$TMP/d" >"$TMP/f1.out" 2>"$TMP/f1.err"
s1=$?
"$SPATCH" --sp-file "$TMP/f.cocci" --dir "$TMP/d" -j 3 >"$TMP/f3.out" 2>"$TMP/f3.err"
s3=$?
expect_status "a failing script, -j 3, as sequential" "$s1" "$s3"
expect_same "a failing script, -j 3: the diff" "$TMP/f1.out" "$TMP/f3.out"
expect_same "a failing script, -j 3: the messages" "$TMP/f1.err" "$TMP/f3.err"
finish
