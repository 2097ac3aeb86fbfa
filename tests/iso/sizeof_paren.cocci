// sizeof(e) also matches sizeof e (paren)
@@
expression e;
@@
- sizeof(e)
+ SZ(e)
