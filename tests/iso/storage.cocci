// - int x; also matches extern int g4; (optional_storage), but no
// declaration with an initializer: decl_init keeps to kept declarations
@@
identifier x;
@@
- int x;
+ long x;
