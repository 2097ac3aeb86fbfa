// a trailing comma in a list added as an element: no line end after it, so the `}' still stands one unit deeper
@@
identifier I;
expression E;
@@
 struct foo I[] = { ...,
- { .a = E, .b = 4 },
+ { .a = E, .b = 5, },
 ...};
