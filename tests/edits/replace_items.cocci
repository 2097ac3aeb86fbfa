// Code added before a removed list item replaces that item, wherever
// the pattern's `...,` leaves it (first, middle or last item): the
// commas between items stay.
@@
identifier i2;
expression e;
@@
struct s i2 = { ...,
+ .fld = e
- e
 ,...};

@@
expression e;
@@
g(...,
+ h(e)
- e
 ,...)
