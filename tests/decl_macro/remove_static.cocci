// A declaration macro removed with nothing in its place goes whole,
// its storage class and attributes with it.
@@
declarer d;
identifier m;
@@
- d(m);
@@
@@
- spin_lock(...);
