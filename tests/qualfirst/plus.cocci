// Types written in the semantic patch are printed qualifiers first too,
// a pointer's own `const' after its star.
@@
@@
  foo();
+ char const *p = (char const *)q;
+ unsigned int const volatile x = sizeof(struct s const);
+ char const * const r = 0;
+ const int y = 0;
