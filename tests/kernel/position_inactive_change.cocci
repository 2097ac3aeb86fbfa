// spatch-options: -D patch
// a position may be inherited over a rule that changes code when one of
// the two rules cannot run with the virtual names set (-D patch)
virtual patch
virtual report

@r@
position p;
@@
lock@p();

@depends on patch@
@@
- old_call();
+ new_call();

@depends on report@
position r.p;
@@
* lock@p();
