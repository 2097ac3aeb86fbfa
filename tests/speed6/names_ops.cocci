// An operator is needed where every match spells it; an isomorphism
// that writes another (X < Y as Y > X, i++ as i += 1 or i = i + 1)
// keeps only the operands needed.  Other operators do not match.
@@
expression a, b;
@@
- a < b
+ lt(a, b)

@@
identifier i;
@@
- i++;
+ inc(i);
