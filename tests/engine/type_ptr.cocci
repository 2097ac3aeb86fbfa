// A type metavariable alone among the specifiers takes the pointer
// stars of the declarator: T x matches char *p with T = char *.
@@
type T;
identifier x, f;
@@
f(...,
- T x
+ T renamed
,...) {...}

@@
type T;
identifier x;
@@
- T x;
+ T x = 0;
