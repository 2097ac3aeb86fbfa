// a loop's lone body replaced by a block: the block's braces are the body's, `{' on the header's line (the loop is kept, only its body is replaced)
@@
expression a;
@@
  while (a)
- kfree(a);
+ { kfree(a); a = NULL; }
