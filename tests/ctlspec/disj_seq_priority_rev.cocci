// The shorter branch first: it matches at every a(), so the longer one
// never applies.
@@
@@
(
- a();
+ a_only();
|
- a();
- b();
+ ab();
)
