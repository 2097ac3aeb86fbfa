// A typed metavariable whose type names an identifier metavariable
// (struct s *e) takes any structure its constraints accept.
@@
identifier s != skip;
struct s *e;
identifier fld;
@@
- e->fld
+ get(e)
