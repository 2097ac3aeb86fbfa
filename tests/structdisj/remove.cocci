// `struct \(foo\|bar\)': a disjunction of tags matches either (not baz).
@@
identifier s;
@@
- struct \(foo\|bar\) *s;
