// The prefilter: a rule that uses a value inherited from r needs what r
// needs.
@r@
identifier fn;
@@
register_it(fn);
@@
identifier r.fn;
@@
- fn(0);
