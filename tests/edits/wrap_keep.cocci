// Written by hand: an expression with a comment, a directive or a
// statement expression inside is printed as it was written; spatch 1.1.1
// prints it on one line, losing the comment and breaking the directives.
@@
expression E;
@@
- x = E;
+ y = E;
