// Added code that is the removed code again, printed with other blanks
// (`- g(E)' `+ g(E)' over `g( x )'), is printed again as spatch prints it
// when the file changes otherwise (`! y' through `- E == NULL' `+ !E');
// a file whose changes come to blanks only is left as it was (sc_only).
// `x == 1' matches neither.
@@
expression E;
@@
- g(E)
+ g(E)

@@
expression E;
@@
  if (
- E == NULL
+ !E
  ) return 3;
