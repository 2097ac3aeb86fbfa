// typeof(E) stays a type (its parentheses are not a function's), a qualifier after a pointer's star keeps its blank, stars and function pointer types print tight
@@
type T;
identifier x;
@@
- T x;
+ T x = 0;
