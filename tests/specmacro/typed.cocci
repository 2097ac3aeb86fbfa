// but an upper-case type name with a lone declarator stays a type
@@
identifier x;
@@
- BOOL x;
+ bool x;
