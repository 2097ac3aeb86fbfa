// `union \(foo\|foo2\)' matches a union only, not `struct foo'.
@@
identifier s;
@@
- union \(foo\|foo2\) *s;
