// The constant 0 in a pattern matches '\0' in the code.
@@
expression E1, E2;
@@
- memset(E1, 0, E2);
+ clear(E1, E2);
