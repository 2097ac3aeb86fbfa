;;; smpl-mode.el --- major mode for semantic patches (SmPL)  -*- lexical-binding: t -*-

;; Copyright (C) the ladybug developers
;; License: GPL-2.0-or-later

;;; Commentary:

;; Highlights the semantic patches of spatch (*.cocci) and its isomorphism
;; files (*.iso): rule headers (@name depends on ...@ and @@), metavariable
;; kinds in the declarations, removed (-), added (+) and starred (*) lines,
;; `...', nests <... ...> and <+... ...+>, `when' clauses, disjunctions
;; written with ( | ) in the first column or \( \| \), and the prelude.
;;
;; Install: put this file on `load-path' and (require 'smpl-mode); files
;; named *.cocci and *.iso then open in smpl-mode.

;;; Code:

(defgroup smpl nil
  "Editing semantic patches (SmPL)."
  :group 'languages)

(defface smpl-minus-face '((((class color)) :foreground "red3") (t :weight bold))
  "Face of removed (-) lines." :group 'smpl)
(defface smpl-plus-face '((((class color)) :foreground "green4") (t :underline t))
  "Face of added (+) lines." :group 'smpl)
(defface smpl-star-face '((((class color)) :foreground "orange3") (t :slant italic))
  "Face of starred (*) lines." :group 'smpl)

(defconst smpl-meta-kinds
  '("identifier" "expression" "idexpression" "constant" "statement"
    "declaration" "type" "typedef" "function" "parameter" "field"
    "initializer" "initialiser" "position" "fresh" "declarer" "iterator"
    "format" "binary" "unary" "assignment" "operator" "symbol" "attribute"
    "metavariable" "comments" "pragmainfo" "list" "local" "global" "pure"
    "context" "name")
  "Words of SmPL metavariable declarations.")

(defconst smpl-header-words
  '("depends" "on" "ever" "never" "exists" "forall" "extends" "disable"
    "using" "script" "python" "ocaml" "initialize" "finalize" "virtual")
  "Words of SmPL rule headers.")

(defconst smpl-font-lock-keywords
  `(("^\\(-\\).*$" 0 'smpl-minus-face)
    ("^\\(\\+\\).*$" 0 'smpl-plus-face)
    ("^\\(\\*\\).*$" 0 'smpl-star-face)
    ("^@[^@\n]*@[ \t]*$" 0 font-lock-function-name-face)
    (,(concat "\\_<" (regexp-opt smpl-header-words) "\\_>") . font-lock-keyword-face)
    (,(concat "^[ \t]*\\(?:" (regexp-opt smpl-meta-kinds) "\\)\\_>") . font-lock-type-face)
    ("^[ \t]*\\(?:virtual\\|using\\)\\_>\\|^#[ \t]*\\(?:include\\|spatch\\)\\_>" . font-lock-preprocessor-face)
    ("<\\+\\.\\.\\.\\|\\.\\.\\.\\+>\\|<\\.\\.\\.\\|\\.\\.\\.>\\|\\.\\.\\." . font-lock-builtin-face)
    ("\\_<when\\_>\\(?:[ \t]*\\(?:!=\\|==\\|=\\|any\\|strict\\|forall\\|exists\\)\\)?" . font-lock-keyword-face)
    ("^[(|&)?]\\|\\\\[(|&)]" . font-lock-constant-face))
  "Highlighting of `smpl-mode'.")

(defvar smpl-mode-syntax-table
  (let ((st (make-syntax-table)))
    (modify-syntax-entry ?/ ". 124b" st)
    (modify-syntax-entry ?* ". 23" st)
    (modify-syntax-entry ?\n "> b" st)
    (modify-syntax-entry ?_ "_" st)
    (modify-syntax-entry ?\" "\"" st)
    st)
  "Syntax table of `smpl-mode': C comments and strings.")

;;;###autoload
(define-derived-mode smpl-mode prog-mode "SmPL"
  "Major mode for semantic patches (SmPL) of spatch."
  :syntax-table smpl-mode-syntax-table
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local font-lock-defaults '(smpl-font-lock-keywords)))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.\\(?:cocci\\|iso\\)\\'" . smpl-mode))

(provide 'smpl-mode)
;;; smpl-mode.el ends here
