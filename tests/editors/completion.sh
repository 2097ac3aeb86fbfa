#!/bin/sh
# tests/editors/completion.sh - bash completion of spatch's options and
# their arguments, in both spellings, from the spatch under test.
. "$top_srcdir/tests/lib.sh"
command -v bash >/dev/null 2>&1 || { echo "SKIP: no bash"; exit 77; }

mkdir -p "$TMP/w/sub"
: >"$TMP/w/p.cocci"; : >"$TMP/w/q.c"; : >"$TMP/w/m.h"; : >"$TMP/w/s.iso"; : >"$TMP/w/x.txt"
cd "$TMP/w" || exit 1

# complete WORDS...: the candidates bash offers for the last word
complete_words() {
	SPATCH="$SPATCH" COMPLETION="$top_srcdir/completion/spatch" bash -c '
		. "$COMPLETION"
		spatch() { :; }
		COMP_WORDS=("$SPATCH" "$@"); COMP_CWORD=$#
		COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
		_spatch
		printf "%s\n" "${COMPREPLY[@]}" | sort' complete "$@"
}

complete_words --sp-f >"$TMP/o1"
expect_grep "GNU spelling" '^--sp-file$' "$TMP/o1"
complete_words -sp_f >"$TMP/o2"
expect_grep "legacy spelling" '^-sp_file$' "$TMP/o2"
complete_words -macro_f >"$TMP/o3"
expect_grep "legacy spelling with two words" '^-macro_file$' "$TMP/o3"
complete_words --sp-file "" >"$TMP/o4"
expect_grep "--sp-file offers .cocci" '^p.cocci$' "$TMP/o4"
expect_grep "--sp-file offers folders" '^sub$' "$TMP/o4"
if grep -q 'q.c\|x.txt' "$TMP/o4"; then echo "FAIL: --sp-file offers other files"; fail=1; fi
complete_words -sp_file "" >"$TMP/o5"
expect_grep "-sp_file offers .cocci" '^p.cocci$' "$TMP/o5"
complete_words --macro-file "" >"$TMP/o6"
expect_grep "--macro-file offers .h" '^m.h$' "$TMP/o6"
if grep -q 'p.cocci' "$TMP/o6"; then echo "FAIL: --macro-file offers .cocci"; fail=1; fi
complete_words --dir "" >"$TMP/o7"
expect_grep "--dir offers folders" '^sub$' "$TMP/o7"
if grep -q 'q.c' "$TMP/o7"; then echo "FAIL: --dir offers files"; fail=1; fi
complete_words -I "" >"$TMP/o8"
expect_grep "-I offers folders" '^sub$' "$TMP/o8"
complete_words --iso-file "" >"$TMP/o9"
expect_grep "--iso-file offers .iso" '^s.iso$' "$TMP/o9"
complete_words --jobs "" >"$TMP/o10"
[ -s "$TMP/o10" ] && [ "$(cat "$TMP/o10")" != "" ] && { echo "FAIL: --jobs offers something"; fail=1; }
complete_words "" >"$TMP/o11"
expect_grep "a file argument offers .c" '^q.c$' "$TMP/o11"
if grep -q 'x.txt' "$TMP/o11"; then echo "FAIL: a file argument offers .txt"; fail=1; fi

# every option of --help completes
"$SPATCH" --help | sed -n 's/^  \(--[-a-z0-9]*\).*/\1/p' >"$TMP/all"
complete_words -- >/dev/null
complete_words --  >"$TMP/got"
while read -r o; do
	grep -qx -e "$o" "$TMP/got" || { echo "FAIL: $o does not complete"; fail=1; }
done <"$TMP/all"
exit $fail
