#!/bin/sh
# tests/cpp2/boundary.sh - the per-file error boundary of a run over a
# folder.  A Python script that fails (an exception at run time, a
# Python 2 `print' statement, a script constraint, a fresh identifier's
# script) drops the changes of the file it failed in, names that file
# and the rule's line, and the run goes on with the next file; the exit
# status is then 1.  (spatch 1.1.1 prints `EXN: Failure("Error in Python
# script, line N, ...") in FILE', drops the file too and goes on, but
# exits with 0.)  With the files named on the command line spatch stops
# with 255, and writes nothing; so does ladybug.  An initialize or
# finalize script that fails ends the run with 255, as in spatch.
# boundary/d holds a.c and b.c, where the scripts run and fail, and c.c,
# where only the rule `- return 0; + return 1;' applies.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/cpp2/boundary
cp -r "$d/d" "$TMP/d"
chmod -R u+w "$TMP/d"

run() {   # run COCCI [OPTIONS...]: stdout in $TMP/out, stderr in $TMP/err
	c=$1
	shift
	(cd "$TMP" && "$SPATCH" --very-quiet --sp-file "$d/$c.cocci" "$@") >"$TMP/out" 2>"$TMP/err"
	st=$?
}

run runtime --dir d
if grep -q "built without" "$TMP/err"; then
	finish
fi
for c in runtime py2print constraint fresh; do
	run $c --dir d
	expect_status "$c: a file failed" 1 $st
	grep -v '^before ' "$TMP/out" >"$TMP/diff"
	expect_same "$c: only c.c changes" "$d/c.diff" "$TMP/diff"
	for f in a b; do
		expect_grep "$c: $f.c named" "^d/$f.c: error: the script at line [0-9]* of .*$c.cocci failed: the file is left unchanged" "$TMP/err"
	done
	if grep -q "^d/c.c: error" "$TMP/err"; then
		echo "FAIL: $c: c.c named"
		fail=1
	fi
done
# the rule's line: that of the script rule's header, or of the
# metavariable declaration that holds the script (as spatch)
run runtime --dir d
expect_grep "runtime: the rule's line" 'Error in Python script, line 15, file ".*runtime.cocci": Python failure' "$TMP/err"
expect_grep "runtime: what the script printed before failing" '^before f$' "$TMP/out"
expect_grep "runtime: Python's traceback" "NameError: name 'undefined_name' is not defined" "$TMP/err"
run py2print --dir d
expect_grep "py2print: SyntaxError" "SyntaxError" "$TMP/err"
run constraint --dir d
expect_grep "constraint: the declaration's line" 'Error in Python script, line 9, file' "$TMP/err"
expect_grep "constraint: traceback at the declaration" 'constraint.cocci", line 9' "$TMP/err"
run fresh --dir d
expect_grep "fresh: the declaration's line" 'Error in Python script, line 9, file' "$TMP/err"

# a folder named without --dir is walked the same way
run runtime d
expect_status "folder argument" 1 $st
grep -v '^before ' "$TMP/out" >"$TMP/diff"
expect_same "folder argument: only c.c changes" "$d/c.diff" "$TMP/diff"

# --jobs: the same result
run runtime --dir d --jobs 2
expect_status "--jobs 2" 1 $st
grep -v '^before ' "$TMP/out" >"$TMP/diff"
expect_same "--jobs 2: only c.c changes" "$d/c.diff" "$TMP/diff"

# --in-place: a.c and b.c stay as they were, c.c is changed
run runtime --dir d --in-place
expect_status "--in-place" 1 $st
for f in a b; do
	expect_same "--in-place: $f.c unchanged" "$d/d/$f.c" "$TMP/d/$f.c"
done
expect_grep "--in-place: c.c changed" 'return 1;' "$TMP/d/c.c"
rm -rf "$TMP/d"
cp -r "$d/d" "$TMP/d"
chmod -R u+w "$TMP/d"

# finalize runs after the failed files, and sees what their scripts did
run final --dir d
expect_status "finalize after failed files" 1 $st
expect_grep "finalize: sees both" "^final \['f', 'h'\]" "$TMP/out"
# an initialize or finalize script that fails: 255
run init --dir d
expect_status "initialize fails" 255 $st
if [ -s "$TMP/out" ]; then
	echo "FAIL: initialize fails: output"
	fail=1
fi
run finalfail --dir d
expect_status "finalize fails" 255 $st
expect_grep "finalize fails: the diff is shown" '^+int k(void) { return 1; }' "$TMP/out"

# files named on the command line: the run stops with 255, nothing written
run runtime d/a.c
expect_status "named file" 255 $st
if grep -q '^diff\|^---' "$TMP/out"; then
	echo "FAIL: named file: a diff"
	fail=1
fi
if grep -q "error: the script at line" "$TMP/err"; then
	echo "FAIL: named file: the per-file message"
	fail=1
fi
run runtime d/c.c d/a.c
expect_status "named files (one unit)" 255 $st
if grep -q '^diff\|^---' "$TMP/out"; then
	echo "FAIL: named files: c.c's change is shown"
	fail=1
fi
run runtime d/a.c -o "$TMP/out.c"
expect_status "named file with -o" 255 $st
if [ -e "$TMP/out.c" ]; then
	echo "FAIL: -o: the file was written"
	fail=1
fi
finish
