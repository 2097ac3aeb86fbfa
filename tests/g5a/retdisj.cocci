// a first item `( return ...; | x--; )': the end of the body is a return in a function
// where the first item matches elsewhere: b (a return), e (an x--); a, d unchanged (spatch 1.1.1)
@@
@@
(
- return ...;
+ done();
|
- x--;
+ y--;
)
