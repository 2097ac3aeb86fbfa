// Rules run one after the other, each on the code the previous ones
// left: the second rule no longer sees the f(1) that the first replaced.
@@
@@
- f(1)
+ g(1)

@@
expression E;
@@
- f(E)
+ h(E)
