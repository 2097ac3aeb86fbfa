@r@
type T;
identifier fld;
@@

T { ...
    struct lock fld;
    ...
  };

@@
type r.T;
identifier r.fld;
T *x;
@@

- x->fld
+ x->new_fld
