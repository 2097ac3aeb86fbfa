// A typed metavariable's type matches code that has more qualifiers
// than it writes, wherever they stand; the qualifiers it writes must be
// there.
@@
int *E;
@@
- sizeof(E)
+ SZ(E)

@@
const char *F;
@@
- strlen(F)
+ LEN(F)
