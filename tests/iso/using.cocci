// `using "custom.iso"` adds the rules of custom.iso to the rule
@using "custom.iso"@
expression E;
@@
- zalloc(E)
+ zalloc_one(E)
