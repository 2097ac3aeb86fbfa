// a comma ending the pattern's list (`- LIGHT, }') is the code's own trailing comma, removed with the item; without one in the code (`BLUE }') the comma before the item stays
@@
@@
enum color { ...,
- BLUE
 };
@@
@@
enum shade { ...,
- LIGHT,
 };
@@
identifier x;
expression E;
@@
 struct ops x = { ...,
- .close = E,
 };
@@
expression A, B;
@@
- g(A, B, 0)
+ g(A, B)
@@
expression A, B;
@@
- h(A, B)
+ h(A)
