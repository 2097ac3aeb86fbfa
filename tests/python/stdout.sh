#!/bin/sh
# tests/python/stdout.sh - what Python script rules print: coccilib.report
# and coccilib.org lines, the values scripts get, the order they run in,
# initialize/finalize, and the error of a failing script.  Each case is
# NAME.cocci on NAME.c; NAME[-MODE].stdout is what spatch 1.1.1 prints.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/python

# case NAME [MODE]: run NAME.cocci (with -D MODE) and compare stdout.
case_out() {
	name=$1
	mode=${2:-}
	exp=$d/$name${mode:+-$mode}.stdout
	if [ -n "$mode" ]; then
		(cd "$d" && "$SPATCH" --very-quiet -D "$mode" --sp-file "$name.cocci" "$name.c") \
			>"$TMP/out" 2>"$TMP/err"
	else
		(cd "$d" && "$SPATCH" --very-quiet --sp-file "$name.cocci" "$name.c") \
			>"$TMP/out" 2>"$TMP/err"
	fi
	st=$?
	if grep -q "built without" "$TMP/err"; then
		# spatch without Python: script rules are a clear error
		expect_status "$name without Python" 255 $st
		expect_grep "$name without Python" "script:python rules need Python" "$TMP/err"
		return
	fi
	expect_status "$name${mode:+ -D $mode}" 0 $st
	expect_same "$name${mode:+ -D $mode} output" "$exp" "$TMP/out"
}

case_out report report
case_out report org
case_out values
case_out initfinal
case_out global
case_out order
case_out poslist
case_out seqpos

# Report mode with a context rule on a folder: the message and the diff
# of exactly the starred line, its new side named /tmp/nothing/REL.
(cd "$d" && "$SPATCH" --very-quiet -D report --sp-file context.cocci --dir ctx) >"$TMP/out" 2>"$TMP/err"
st=$?
if ! grep -q "built without" "$TMP/err"; then
	expect_status "context rule on a folder" 0 $st
	expect_same "context rule on a folder" "$d/context.stdout" "$TMP/out"
fi

# A Python exception: traceback, spatch's message and status 255.
(cd "$d" && "$SPATCH" --very-quiet --sp-file error.cocci error.c) >"$TMP/out" 2>"$TMP/err"
st=$?
if ! grep -q "built without" "$TMP/err"; then
	expect_status "failing script" 255 $st
	expect_grep "failing script: Python's error" "NameError: name 'undefined_name' is not defined" "$TMP/err"
	expect_grep "failing script: spatch's message" 'Error in Python script, line 7, file "error.cocci": Python failure' "$TMP/err"
	expect_grep "failing script: traceback line" 'File "error.cocci", line 10' "$TMP/err"
fi
finish
