#!/bin/sh
# tests/editors/emacs.sh - smpl-mode byte-compiles without warnings,
# opens *.cocci files, and fontifies a sample semantic patch.
. "$top_srcdir/tests/lib.sh"
command -v emacs >/dev/null 2>&1 || { echo "SKIP: no emacs"; exit 77; }

cp "$top_srcdir/editors/emacs/smpl-mode.el" "$TMP/"
emacs --batch -Q --eval '(setq byte-compile-error-on-warn t)' \
	-f batch-byte-compile "$TMP/smpl-mode.el" >"$TMP/compile" 2>&1
expect_status "byte-compile" 0 $?
grep -i "warn\|error" "$TMP/compile" && { echo "FAIL: byte-compile said so"; fail=1; }

emacs --batch -Q -L "$TMP" --eval "
(progn
  (require 'smpl-mode)
  (find-file \"$top_srcdir/tests/editors/sample.cocci\")
  (font-lock-ensure)
  (princ (format \"%s\n\" major-mode))
  (dolist (lc '((2 . 1) (3 . 0) (6 . 2) (7 . 2) (8 . 0) (9 . 2)))
    (goto-char (point-min))
    (forward-line (1- (car lc)))
    (forward-char (cdr lc))
    (princ (format \"%s\n\" (get-text-property (point) 'face)))))" >"$TMP/out" 2>"$TMP/err"
expect_status "fontify" 0 $?
printf '%s\n' smpl-mode font-lock-function-name-face font-lock-type-face smpl-minus-face \
	smpl-plus-face font-lock-builtin-face smpl-star-face >"$TMP/want"
expect_same "faces" "$TMP/want" "$TMP/out"
exit $fail
