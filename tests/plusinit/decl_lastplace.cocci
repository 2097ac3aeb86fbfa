// an added declaration's initializer: a line end after each comma; an inner list the same unless it is the last element (no comma after it), which has its elements on one line
@@
identifier x;
@@
 int x;
+ int m[3][2] = { {1, 2}, {3, 4}, {5, 6} };
+ struct foo w[] = { { .a = 1 }, { .a = g(2) }, };
+ struct bar z = { .f = { .a = 1, .b = 2 }, .c = 3, };
+ struct bar q = { .c = 3, .f = { .a = 1, .b = 2 } };
