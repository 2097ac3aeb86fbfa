// A constant metavariable takes numbers, strings and names without a
// lower-case letter (`ABC', `_X', `_'), but not a pasted name, whose
// parts the preprocessor chooses.
@@
constant c;
expression e;
@@
- c == e
+ e == c
