// Written by hand: an expression with a directive or a statement
// expression inside is printed as it was written; spatch 1.1.1 prints it
// on one line, breaking the directives.  One with a comment is printed
// again on one line without the comment, as spatch.
@@
expression E;
@@
- x = E;
+ y = E;
