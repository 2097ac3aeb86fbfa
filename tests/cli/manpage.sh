# tests/cli/manpage.sh - every option that --help lists is in spatch(1);
# the spatch(1) that the build made names its install folders.
. "$srcdir/tests/lib.sh"
"$SPATCH" --help > "$TMP/help"
sed -n 's/^  \(-[-a-zA-Z]*\).*/\1/p' "$TMP/help" > "$TMP/opts"
n=$(wc -l < "$TMP/opts")
[ "$n" -gt 30 ] || { echo "FAIL: only $n options in --help"; fail=1; }
while read -r opt; do
	roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
	grep -q -e "fB$roff\\\\fR" "$top_srcdir/man/spatch.1.in" || { echo "FAIL: $opt is not in man/spatch.1"; fail=1; }
done < "$TMP/opts"
# the options accepted and ignored, listed after the others: each is in
# spatch(1), and accepted (with its argument, when it takes one)
sed -n '/^Accepted for compatibility/,/^$/p' "$TMP/help" | tr ',.' '\n\n' |
	sed -n 's/^ *\(--[-a-z]*\( ARG\)*\) *$/\1/p' > "$TMP/ignored"
[ -s "$TMP/ignored" ] || { echo "FAIL: --help lists no ignored option"; fail=1; }
while read -r opt arg; do
	roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
	grep -q -e "fB$roff\\\\fR" "$top_srcdir/man/spatch.1.in" || { echo "FAIL: ignored $opt is not in man/spatch.1"; fail=1; }
	"$SPATCH" "$opt" ${arg:+x} --version >/dev/null 2>&1 || { echo "FAIL: $opt is not accepted"; fail=1; }
done < "$TMP/ignored"
# every option of the command line's table (src/run/cmdline.c), each
# other name included, is in --help and in spatch(1)
sed -n 's/^\t{ "\([^"]*\)", A_.*/\1/p' "$top_srcdir/src/run/cmdline.c" >"$TMP/table"
n=$(wc -l <"$TMP/table")
[ "$n" -gt 60 ] || { echo "FAIL: only $n options read from src/run/cmdline.c"; fail=1; }
while read -r name; do
	case $name in ?) opt=-$name ;; *) opt=--$name ;; esac
	grep -q -e "^  $opt\( \|\$\)" -e "[ ,]$opt\( ARG\)*[,.]" "$TMP/help" ||
		{ echo "FAIL: $opt is not in --help"; fail=1; }
	roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
	grep -q -e "fB$roff\\\\fR" "$top_srcdir/man/spatch.1.in" ||
		{ echo "FAIL: $opt is not in man/spatch.1.in"; fail=1; }
done <"$TMP/table"

# the page made for this build: every @dir@ replaced, and FILES names
# the macro, isomorphism, completion, vim and emacs files
man="${SPATCH%/src/spatch}/man/spatch.1"
if [ -f "$man" ]; then
	if grep -n '@[a-z]*dir@' "$man"; then echo "FAIL: $man: a folder not replaced"; fail=1; fi
	sed -n '/^\.SH FILES/,/^\.SH /p' "$man" >"$TMP/files"
	for f in 'standard\.h' 'standard\.iso' 'completions*/spatch' 'syntax/cocci\.vim' \
		'ftdetect/cocci\.vim' 'smpl\\-mode\.el'; do
		grep -q "^\.I /.*$f\$" "$TMP/files" || { echo "FAIL: FILES does not name $f"; fail=1; }
	done
	if command -v groff >/dev/null 2>&1; then
		# every warning of groff, but that a long install folder may not
		# fit a line (not a fault of the page)
		groff -man -ww -z "$man" 2>&1 |
			grep -v 'cannot adjust line\|cannot break line' >"$TMP/manerr"
		if [ -s "$TMP/manerr" ]; then echo "FAIL: man warns:"; cat "$TMP/manerr"; fail=1; fi
	fi
else
	echo "FAIL: $man was not made"; fail=1
fi
finish
