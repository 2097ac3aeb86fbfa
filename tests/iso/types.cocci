// unsigned also matches unsigned int (add_int1), int matches signed int
// (add_signed) and signed (signed_alone); storage classes and
// qualifiers of the code stay
@@
identifier x;
@@
- unsigned x;
+ u32 x;

@@
identifier y;
@@
- int y;
+ s32 y;
