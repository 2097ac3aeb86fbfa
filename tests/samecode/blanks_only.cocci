// A file whose only changes are blanks (`g( x )' printed again as
// `g(x)') is reported unchanged, as spatch does.
@@
expression E;
@@
- g(E)
+ g(E)
