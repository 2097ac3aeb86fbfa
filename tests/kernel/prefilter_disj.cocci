// spatch-options: -D patch
// a file is skipped unparsed only when no active rule can match it: a
// disjunction needs the names of one branch only, and a rule whose
// virtual dependency is unset needs nothing from the file
virtual patch
virtual report

@depends on report@
@@
* never_here();

@depends on patch@
expression E;
@@
(
- first_free(E);
+ release(E);
|
- second_free(E);
+ release(E);
)
