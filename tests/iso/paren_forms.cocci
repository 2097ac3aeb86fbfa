// f((e)) also matches f(v) and f(((v))) (paren)
@@
expression e;
@@
- f((e))
+ g(e)
