// The same, replaced by another struct.
@@
identifier s;
@@
- struct \(foo\|bar\) *s;
+ struct qux *s;
