// Code added after a lone body in a #define body: braces, each new line
// continued with a backslash.
@@
expression E;
@@
  dev_err(E, ...);
+ bar(E);
