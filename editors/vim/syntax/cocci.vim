" Vim syntax file
" Language:    SmPL, the semantic patch language of spatch (*.cocci, *.iso)
" Maintainer:  the ladybug developers
"
" Highlights rule headers (@name depends on ...@ and @@), the metavariable
" declarations between them, removed (-), added (+) and starred (*) lines,
" `...', nests <... ...> and <+... ...+>, `when' clauses, disjunctions
" written with ( | ) in the first column or \( \| \), and the prelude
" (virtual, #include, using).  Script rules' code is left plain.

if exists("b:current_syntax")
  finish
endif

syn case match

" comments, anywhere
syn region  smplComment start="/\*" end="\*/" contains=@Spell
syn match   smplComment "//.*$" contains=@Spell

" the prelude
syn match   smplPrelude "^\s*\(virtual\|using\)\>"
syn match   smplPrelude "^#\s*\(include\|spatch\)\>"

" rule headers and the declarations up to @@
syn region  smplHeader matchgroup=smplRule start="^@[^@]*@\s*$" end="^@@\s*$" contains=smplMetaKind,smplComment,smplString,smplConstraint,smplHeaderWord keepend
syn keyword smplHeaderWord contained depends on ever never exists forall extends disable using script python ocaml initialize finalize virtual
syn keyword smplMetaKind contained identifier expression idexpression constant statement declaration type typedef function
syn keyword smplMetaKind contained parameter field initializer initialiser position fresh declarer iterator format binary unary assignment operator
syn keyword smplMetaKind contained symbol attribute metavariable comments pragmainfo list local global pure context name
syn match   smplConstraint contained "=\~\|!\~\|!=\|<="
syn region  smplString start=+"+ skip=+\\\\\|\\"+ end=+"+

" the body: lines by their first column
syn match   smplMinus "^-.*$" contains=smplComment,smplDots,smplWhen
syn match   smplPlus  "^+.*$" contains=smplComment
syn match   smplStar  "^\*.*$" contains=smplComment,smplDots,smplWhen
syn match   smplDots  "<+\.\.\.\|\.\.\.+>\|<\.\.\.\|\.\.\.>\|\.\.\."
syn match   smplWhen  "\<when\>\(\s*\(!=\|==\|=\|any\|strict\|forall\|exists\)\)\="
syn match   smplDisj  "^[(|&)?]"
syn match   smplDisj  "\\[(|&)]"

hi def link smplComment     Comment
hi def link smplPrelude     PreProc
hi def link smplRule        Title
hi def link smplHeaderWord  Statement
hi def link smplMetaKind    Type
hi def link smplConstraint  Operator
hi def link smplString      String
hi def link smplMinus       DiffDelete
hi def link smplPlus        DiffAdd
hi def link smplStar        DiffChange
hi def link smplDots        Special
hi def link smplWhen        Keyword
hi def link smplDisj        Delimiter

let b:current_syntax = "cocci"
