// an attribute word (`__` and a lower-case letter) between the type and the name of a `+` function header is an attribute: the header is printed with it on a line of its own before it; the code's `__exit`, a macro-file word, is not kept; `other` (int) must not match
@@
identifier f;
@@
- static void f(void)
+ static void __maybe_unused f(void)
  { ... }
