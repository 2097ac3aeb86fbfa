@@
identifier s, f;
type t;
@@
struct s {
  ...
- t f;
  ...
};
