// the same types as struct fields removed and added again with a comment
@@
identifier s, fld;
type T;
@@
struct s {
  ...
- T fld;
+ T fld; /* checked */
  ...
};
