// Code added before a declarator removed from a declaration of several
// goes before the whole declaration.
@@
symbol x, y;
@@
+ long y;
- int x;
