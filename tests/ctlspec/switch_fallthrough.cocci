// A case without a break falls through into the next one: `...' from
// a() reaches b() in the next case body.
@@
@@
- a();
  ...
  b();
