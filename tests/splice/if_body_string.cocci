// A backslash-newline inside a string literal is part of the token: the
// continued line is copied as it is when the call is printed again; one
// between tokens is a blank (the list is joined on one line).
@@
identifier pr;
expression list es;
expression x;
@@
- if (x) pr(es);
+ pr(es);
