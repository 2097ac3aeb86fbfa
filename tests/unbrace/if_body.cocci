// The braces of a branch go while its header stays: the body stays where
// it is (still a branch); when the `{' ended the header's line, a line
// holding the body's indentation is left in its place; blank lines left
// before a removed `}' go.  A body of two statements does not match.
@@
expression E;
statement S;
@@
  if (E)
- {
  S
- }
