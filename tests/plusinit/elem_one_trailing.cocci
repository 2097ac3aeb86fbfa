// a list added as an element keeps its `}' one unit deeper after a trailing comma, one element or more (elem_trailing)
@@
identifier I;
expression E;
@@
 struct foo I[] = { ...,
- { .a = E, .b = 4 },
+ { .b = E, },
 ...};
