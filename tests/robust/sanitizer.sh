# tests/robust/sanitizer.sh - inputs on which a sanitizer once reported
# undefined behaviour or a memory error (found by fuzzing).  Each must run
# to its normal exit status with nothing from a sanitizer on stderr; in a
# build with --enable-asan these are the checks that matter.
. "$srcdir/tests/lib.sh"
C="$srcdir/tests/robust/cases"

# no_sanitizer NAME: stderr (in $TMP/err) holds no sanitizer report.
no_sanitizer() {
	if grep -q -e 'runtime error:' -e 'Sanitizer' "$TMP/err"; then
		echo "FAIL: $1: sanitizer report:"
		head -20 "$TMP/err"
		fail=1
	fi
}

# ctl: AX over an empty set of triples took an offset from a NULL array
# (the statement after `...` never matches in a function with no return).
timeout 60 "$SPATCH" --sp-file "$C/ctl_empty.cocci" "$C/ctl_empty.c" >"$TMP/out" 2>"$TMP/err"
expect_status "ctl_empty" 0 $?
no_sanitizer "ctl_empty"
finish
