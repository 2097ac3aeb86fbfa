// the comma after a replaced list element is context: it stays right after the added `}'
@@
expression E;
@@
- { .a = E, .b = 4 }
+ { .a = E, .b = 5 }
