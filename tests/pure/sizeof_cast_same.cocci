// T used twice in the pattern: sizeof(T) is a type only.
@@
type T;
@@
- (T)sizeof(T)
+ sizeof(T)
