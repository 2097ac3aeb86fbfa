// a line removed with nothing in its place goes with its blanks
@@
expression E;
@@
- g(E);
