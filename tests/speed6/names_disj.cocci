// A search visits only the code around the names every match spells:
// here kfree or vfree (one of each branch).  Calls of other names, a
// name that is no call, and names that only contain kfree do not match.
@@
expression E;
@@
(
- kfree(E)
+ free_a(E)
|
- vfree(E)
+ free_b(E)
)
