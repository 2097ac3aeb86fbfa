// a field's value without a trailing comma: the `}' one unit deeper after its last `='
@@
identifier I;
expression E;
@@
 struct bar I = {
- .f = { .a = E, .b = 4 },
+ .f = { .a = E },
 ...};
