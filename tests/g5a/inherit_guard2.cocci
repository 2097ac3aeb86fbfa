// as inherit_guard, with no later rule using fn: fn is local to its item, and the
// dots around `- fn(x)' see it with any value: no call on x is removed (spatch 1.1.1)
@r@
identifier fn;
expression x;
@@
foo(x);
...
- fn(x);
...
return 1;
