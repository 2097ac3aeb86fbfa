// `disable all`: the rule is matched as written only
@disable all@
expression x;
@@
- x == NULL
+ IS_NULL(x)
