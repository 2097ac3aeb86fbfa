// Other removed tokens leave no blank, except where the tokens around
// them would read as one (`return&i' is `return i').
@@
identifier i;
type T;
@@
(
- &
 i
|
- (T)
 i
)
