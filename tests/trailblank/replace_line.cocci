// a whole line replaced: the blanks that ended it end the new line (a comment after the code stays as it was; g's line does not match)
@@
expression E;
@@
- foo(E);
+ bar(E);
