// `using "custom.iso"` before the rules: for every rule
using "custom.iso"

@@
expression E;
@@
- zalloc(E)
+ zalloc_one(E)
