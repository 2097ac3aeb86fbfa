// Inherited values keep the pairs they had in their rule; a variable
// its rule left unbound fails to match where the pattern uses it.
@r@
expression a, b;
@@
(
set(a, b);
|
clear(b);
)

@@
expression r.a, r.b;
@@
- pair(a, b);
+ matched_pair();

@@
expression r.a, r.b;
@@
- one(\(a\|b\));
+ matched_one();
