// `.f = { ... }' added as an element of a kept list: one line, like any list added as an element
@@
identifier I;
expression E;
@@
 struct bar I = {
- .f = { .a = E, .b = 4 },
+ .f = { .a = E, .b = 5 },
 ...};
