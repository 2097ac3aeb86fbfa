// x = a and x = b both reach the return: different code before it, a
// conflict (spatch 1.1.1); the file is left as it was
@@
identifier x;
@@
kfree(x);
...
+ bar(x);
return -1;
