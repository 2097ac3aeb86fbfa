// `T x;` matches each declarator of a multi-declaration, T taking its
// pointer or array levels (`int *x` gives T = int *); a removal keeps
// the other declarators.
@@
type T;
symbol i;
@@

- T i;

@@
type T;
identifier s;
@@

struct s { ...
- T j;
  ...
};
