// (long)e: a cast to a written type is no pure metavariable, so no
// drop_cast: only (long)v matches
@@
expression e;
@@
- f((long)e)
+ g(e)
