// commutative and swapped operators: the pattern written one way
// matches the code written the other way
@@
expression a, b;
@@
(
- a + b
+ add(a, b)
|
- a < b
+ lt(a, b)
|
- a <= b
+ le(a, b)
|
- a & b
+ and(a, b)
)
