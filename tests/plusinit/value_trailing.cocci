// a list added as a field's value (`.f = { ..., }') ends its line at its trailing comma: its `}' at the field's depth
@@
identifier I;
expression E;
@@
 struct bar I = {
- .f = { .a = E, .b = 4 },
+ .f = { .a = E, .b = 5, },
 ...};
