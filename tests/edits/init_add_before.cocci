// Code added before a field of a designated initializer lands before
// that field's code, wherever it stands (fields match in any order);
// in the middle of a line, the field moves to a new line indented one
// step in from the line (one more for each `{` open on it).
@@
identifier I;
@@
struct foo_ops I = {
+ .owner = THIS_MODULE,
  .read = foo_read,
};
