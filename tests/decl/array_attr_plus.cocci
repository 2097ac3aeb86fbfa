// Added declarations with attributes: a type metavariable with an
// array part is written around the declarator even with an attribute
// between or after them, an attribute is followed by a blank before a
// name, and an attribute on a `+' line of its own stays on its line.
@disable optional_attributes@
identifier p;
type T;
@@
- T p __attribute__((old_end));
+ T p __attribute__((new_end));

@disable optional_attributes@
identifier p;
type T;
@@
- T __attribute__((old_mid)) p;
+ T __attribute__((new_mid)) p;

@disable optional_attributes@
identifier p;
type T;
@@
- T p __attribute__((old_line));
+ __attribute__((new_line))
+ T p;
