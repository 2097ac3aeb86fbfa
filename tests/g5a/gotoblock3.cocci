// .res written by hand: on the unbraced goto (f2) spatch 1.1.1 removes the label's code and keeps
// `err:` before the `}` (broken C) and adds nothing; the pattern's braces are absent in the code,
// so nothing matches there. f3 (braced) as spatch, less its line holding only a tab; f1, f4, f5, f6 must not match.
@@
expression ret;
@@
if (...)
- { ... a(); ... return ret; }
+ { b(); }
