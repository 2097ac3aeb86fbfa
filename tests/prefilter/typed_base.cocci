// The prefilter: base types and type metavariables name nothing a file must hold
@@
type T;
T *p;
unsigned long n;
@@
- memset(p, 0, n);
+ memzero(p, n);
