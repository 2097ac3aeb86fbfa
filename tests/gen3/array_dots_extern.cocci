// T nm[...]; on an extern array without size; struct fields and parameters
// are not declarations of this form (spatch 1.1.1).
@@
identifier nm;
type T;
@@
- T nm[...];
+ T *nm;
