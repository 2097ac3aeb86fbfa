// An identifier metavariable is one word of the program: a name pasted
// with `##' in a #define body is none (in a call, a field, an argument).
@@
identifier i;
expression E;
@@
(
- i(x)
+ i(y)
|
- E->i
+ E->j
|
- g(i)
+ g2(i)
)
