// must not change: the #define naming the variable stands after the dots, before the return
@@
type T;
constant C;
identifier ret;
@@
- T ret = C;
... when != ret
    when strict
return
- ret
+ C
;
