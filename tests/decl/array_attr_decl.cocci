// `T x attr;` and `T attr x;` match array declarations too: T takes
// the element type and the array part (char[2]), the attributes match
// one for one.
@disable optional_attributes@
identifier p;
type T;
@@
- T p __attribute__((gone_end));

@disable optional_attributes@
identifier p;
type T;
@@
- T __attribute__((gone_mid)) p;

@disable optional_attributes@
identifier p;
type T;
@@
T
- __attribute__((old_mid))
+ __attribute__((new_mid))
p;
