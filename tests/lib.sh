# tests/lib.sh - helpers for ladybug's shell tests.
# A test sources this file, then calls the functions below; each failed
# assertion prints what differs and makes the test exit 1.
: "${SPATCH:?SPATCH must name the spatch binary}"
: "${srcdir:=.}"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ladybug-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
fail=0

# expect_same NAME EXPECTED_FILE ACTUAL_FILE
expect_same() {
	if ! cmp -s "$2" "$3"; then
		echo "FAIL: $1"
		diff -u "$2" "$3" | head -40
		fail=1
	fi
}

# expect_status NAME WANT GOT
expect_status() {
	if [ "$2" != "$3" ]; then
		echo "FAIL: $1: exit status $3, expected $2"
		fail=1
	fi
}

# expect_grep NAME PATTERN FILE
expect_grep() {
	if ! grep -q -e "$2" "$3"; then
		echo "FAIL: $1: '$2' not found in:"
		head -20 "$3"
		fail=1
	fi
}

finish() {
	exit $fail
}
