// A `when !=' statement pattern with neg_if: `if ((E == NULL && ...)
// || ...) S1 else S2' excludes an `if (u) {...}' on the path (f, f5),
// not an `if (x)' (f4) nor a path without one (f6).
@r exists@
expression *E;
identifier f;
statement S1,S2,S3;
position p;
@@

if ((E == NULL && ...) || ...)
{
 ... when != if ((E == NULL && ...) || ...) S1 else S2
- g(E->f);
 ... when any
}
else S3
