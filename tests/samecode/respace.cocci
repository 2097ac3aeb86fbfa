// Added code that is the removed code again, printed with other blanks
// (`- g(E)' `+ g(E)' over `g( x )', `! y' through `- E == NULL' `+ !E'),
// is printed again as spatch prints it when the file changes otherwise
// (`x == NULL'); a file whose changes come to blanks only is left as it
// was (blanks_only, parens).  `x == 1' matches neither.
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
