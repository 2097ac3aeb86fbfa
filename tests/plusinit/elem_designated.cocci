// a braced list added as an element of a list the code keeps: its elements on one line after the `{', the `}' one unit deeper after a last element holding `=' (the first element, .b = 2, must not match)
@@
identifier I;
expression E;
@@
 struct foo I[] = { ...,
- { .a = E, .b = 4 },
+ { .a = E, .b = 5 },
 ...};
