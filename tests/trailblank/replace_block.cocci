// a line replaced by a block over three lines: the blanks end the `}'
@@
expression E;
@@
- bar(E);
+ if (E) {
+   bar(E);
+ }
