// a type metavariable bound to an array type is printed again as a type is: blanks around the operators of its dimension, a macro's arguments glued to its name
@@
type T;
identifier x;
@@
- T x;
+ T x = 0;
