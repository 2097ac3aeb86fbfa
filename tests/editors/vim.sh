#!/bin/sh
# tests/editors/vim.sh - the vim syntax and ftdetect files load without
# errors and highlight a sample semantic patch: the rule header, a
# metavariable kind, removed, added and starred lines, `...'.
. "$top_srcdir/tests/lib.sh"
command -v vim >/dev/null 2>&1 || { echo "SKIP: no vim"; exit 77; }

out=$TMP/groups
# the highlight group at LINE,COL of the sample, one per line
vim -N -u NONE -i NONE -es \
	-c "set rtp^=$top_srcdir/editors/vim" \
	-c "filetype on" -c "syntax on" \
	-c "edit $top_srcdir/tests/editors/sample.cocci" \
	-c "redir! > $out" \
	-c "echo &filetype" \
	-c "for [l, c] in [[2, 2], [3, 1], [6, 3], [7, 3], [8, 1], [9, 3]] | echo synIDattr(synID(l, c, 1), 'name') | endfor" \
	-c "redir END" -c "qa!" </dev/null >"$TMP/log" 2>&1
expect_status "vim runs" 0 $?
awk 'NF' "$out" >"$out.lines" && mv "$out.lines" "$out"
printf '%s\n' cocci smplRule smplMetaKind smplMinus smplPlus smplDots smplStar >"$TMP/want"
expect_same "highlight groups" "$TMP/want" "$out"
if [ -s "$TMP/log" ]; then echo "FAIL: vim printed:"; cat "$TMP/log"; fail=1; fi
exit $fail
