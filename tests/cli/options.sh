# tests/cli/options.sh - the command line: --help, --version, both spellings.
. "$srcdir/tests/lib.sh"

"$SPATCH" --help >"$TMP/help" 2>&1
expect_status "--help" 0 $?
expect_grep "--help lists --sp-file" "--sp-file FILE" "$TMP/help"
expect_grep "--help lists --jobs (coccicheck looks for it)" "--jobs" "$TMP/help"

"$SPATCH" --version >"$TMP/version"
expect_status "--version" 0 $?
# coccicheck reads the third word of the first line as the version.
v=$(sed -n '1p' "$TMP/version" | cut -d' ' -f3)
case $v in [0-9]*.[0-9]*.[0-9]*) ;; *) echo "FAIL: bad version word '$v'"; fail=1 ;; esac

"$SPATCH" --no-such-option >/dev/null 2>"$TMP/err"
expect_status "unknown option" 2 $?
expect_grep "unknown option message" "unknown option '--no-such-option'" "$TMP/err"

"$SPATCH" --sp-file >/dev/null 2>"$TMP/err"
expect_status "missing argument" 2 $?
expect_grep "missing argument message" "needs an argument" "$TMP/err"

# Legacy spellings are the same options: -very_quiet, --very-quiet, -help.
"$SPATCH" -very_quiet -help >"$TMP/help2" 2>&1
expect_status "-very_quiet -help" 0 $?
expect_same "-help equals --help" "$TMP/help" "$TMP/help2"
"$SPATCH" --ignore-unknown-options --frobnicate --version >/dev/null 2>&1
expect_status "--ignore-unknown-options" 0 $?
finish
