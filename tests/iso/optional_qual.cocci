// qualifiers and storage classes the pattern does not name are optional
// (optional_qualifier, optional_storage), unless the rule disables that
@@
identifier x;
@@
- int x;
+ long x;

@disable optional_qualifier, optional_storage@
identifier y;
@@
- char y;
+ short y;
