// Code added between `...,` and a field lands before that field's code.
@@
identifier I;
@@
struct foo_ops I = {
  ...,
+ .owner = THIS_MODULE,
  .read = foo_read,
  ...
};
