// A comment alone in the place of a removed lone body is no body: the
// branch is left empty `{}' as with nothing added, after the comment, so
// that next(x) does not become the body.  (spatch 1.1.1 refuses this
// semantic patch: "nothing to attach pragma to".)  In braces, the
// comment takes the statement's place.  keep(x) is not touched.
@@
expression E;
@@
- old(E);
+ /* old() is gone */
