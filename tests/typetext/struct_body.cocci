// a type metavariable bound to a struct type spelled out over lines: the declaration is replaced in its place (the field declaration inside, `u32 min, max;', goes whole with the braces: it is not split as a multi-declaration), indented as it was; spatch 1.1.1 prints the inner fields again as `u32 min,max;'
@@
type T;
identifier x;
@@
- T x;
+ T x = 0;
