// sizeof e matches sizeof(*p) with e = (*p)
@@
expression e;
@@
- sizeof e
+ SZ(e)
