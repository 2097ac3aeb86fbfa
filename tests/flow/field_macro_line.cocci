// A field metavariable also stands for a macro line among a
// structure's fields (as Coccinelle after 1.1.1 has it; spatch 1.1.1
// matches only declarations).
@@
field f;
@@

struct s {
  ...
  int b;
+ int added;
  f
  int c;
};
