// Removing items of an initializer list: in braces the comma before a
// removed last item stays (`{ 1, }`), as spatch leaves it.
@@
identifier s;
expression E;
@@
struct s s = {
  ...,
- .c = E,
  ...
};

@@
identifier s;
@@
int s[] = {
  ...,
- 7,
  ...
};
