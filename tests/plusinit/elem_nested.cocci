// inner lists of an added element list: each on one line after its `{', its `}' on a line of its own, the next element after it
@@
identifier I;
expression E;
@@
 struct foo I[] = {
- { .a = E, .b = 2 },
+ { .a = E, .b = { 1, 2 }, .c = 3 },
+ { { 1, 2 }, { E, 4 } },
 ...};
