// In a cast: `(struct \(foo\|bar\) *)E' (not the cast to struct baz).
@@
expression E;
@@
- (struct \(foo\|bar\) *)E
+ E
