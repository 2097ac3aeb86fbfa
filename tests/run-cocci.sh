#!/bin/sh
# tests/run-cocci.sh NAME.cocci - run a golden semantic-patch test.
# Applies NAME.cocci to NAME.c and compares the result with NAME.res.
# Extra options may be given on the first line of NAME.cocci as
# `// spatch-options: ...`.  If NAME.stderr exists, standard error must
# contain each of its lines.  Cases with Python scripts are skipped (77)
# in a build without Python, cases with OCaml scripts in one without OCaml.
: "${SPATCH:?}"
cocci=$1
base=${cocci%.cocci}
# A build without Python cannot run script:python rules: skip such a case.
if [ "${LADYBUG_HAVE_PYTHON:-yes}" = no ] && grep -q 'python' "$cocci"; then
	echo "SKIP: $cocci needs Python script rules"; exit 77
fi
if [ "${LADYBUG_HAVE_OCAML:-yes}" = no ] && grep -q 'ocaml' "$cocci"; then
	echo "SKIP: $cocci needs OCaml script rules"; exit 77
fi
out=$(mktemp "${TMPDIR:-/tmp}/ladybug-cocci.XXXXXX")
trap 'rm -f "$out" "$out.err"' EXIT
opts=$(sed -n '1s|^// spatch-options:||p' "$cocci")
# shellcheck disable=SC2086
"$SPATCH" --very-quiet $opts --sp-file "$cocci" "$base.c" -o "$out" >/dev/null 2>"$out.err"
status=$?
# 255 is spatch's own status when -o is refused (no file was modified,
# the result is then the unchanged input); higher ones are signals.
if [ $status -ge 128 ] && [ $status -ne 255 ]; then
	echo "FAIL: spatch died with status $status"; cat "$out.err"; exit 1
fi
[ -s "$out" ] || cp "$base.c" "$out"
if ! cmp -s "$base.res" "$out"; then
	echo "FAIL: output differs from $base.res"
	diff -u "$base.res" "$out" | head -60
	exit 1
fi
if [ -f "$base.stderr" ]; then
	while IFS= read -r line; do
		grep -qF -e "$line" "$out.err" || { echo "FAIL: stderr lacks: $line"; cat "$out.err"; exit 1; }
	done < "$base.stderr"
fi
exit 0
