// A name an isomorphism may drop is not needed: `unlikely(E)' also
// matches `E' and `likely(E)' (standard.iso), so code without the name
// unlikely is searched too.
@@
expression E;
@@
if (unlikely(E == NULL))
- return;
+ return -ENOMEM;
