// a metavariable a later rule inherits (fn) has one value for the whole pattern, the
// guards of its dots included: the dots before `- fn(x)' may cross a(x) (another fn), so
// both a and b are removed, and then a() and b() by the second rule (spatch 1.1.1)
@r@
identifier fn;
expression x;
@@
foo(x);
...
- fn(x);
...
return 1;
@@
identifier r.fn;
@@
- fn();
