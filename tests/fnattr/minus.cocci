// an attribute word in `-` code must be in the code: `__exit' is a macro-file word the code's parse does not keep, so nothing matches
@@
identifier f;
@@
- static void __exit f(void)
+ static void f(void)
  { ... }
