// Code added after a field of a designated initializer: after that
// field's code; in the middle of a line, on a new line indented one step
// in from the line (one more for each `{` open on it), the fields after
// it following on that line.
@@
identifier I;
@@
struct foo_ops I = {
  .open = foo_open,
+ .owner = THIS_MODULE,
};
