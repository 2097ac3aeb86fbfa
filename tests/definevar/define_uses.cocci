// must not change: a #define inside the function still names the variable the match would remove (its uses would no longer compile); spatch 1.1.1 removes it and breaks the build
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
