@@
identifier I, s;
expression E;
@@
struct I s = { ...,
- .pref = E,
 ...};
