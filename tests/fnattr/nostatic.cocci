// a word spatch's macro file does not know (__xyz) and a header losing its storage class: the word goes before the header on its own line
@@
identifier f;
@@
- static void f(void)
+ void __xyz f(int unused)
  { ... }
