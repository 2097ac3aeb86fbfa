// A metavariable's expression printed in added code takes parentheses
// where C would read it otherwise, and where spatch adds them: a binary
// operation as an operand of + - * / % (not the left one of + and -),
// a cast after a prefix operator or sizeof; `sizeof(a + b)' and `sizeof*p'
// are spaced as spatch spaces them.  Two arguments do not match.
@@
expression E;
@@
- msleep(E);
+ g(1000 * E, 1 - E, 1 + E, x << E, y == E, z && E, c ? E : 0, c ? 0 : E, E++, E(1), sizeof E, (int)E, &E, *E, -E, E / 2, E - 1);
