// Qualifiers match in any order: `char const` is `const char`.
@@
identifier p;
@@
- char const *p;
+ const unsigned char *p;

@@
identifier x;
@@
  const volatile
- int
+ long
  x;
