// A file with CR LF line ends.  spatch 1.1.1 ends the first added line
// with a bare LF (mixing line ends); the .res is written by hand with
// CR LF after every added line.
@@
expression E;
@@
- legacy(E);
+ modern(E);
+ audit(E);
