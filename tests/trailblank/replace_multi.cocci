// a statement over two lines replaced: the blanks after its last line end the new line
@@
expression E, F;
@@
- foo(E, F);
+ foo2(E, F);
