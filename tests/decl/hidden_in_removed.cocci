// A macro the macro file erases, standing inside removed code, goes
// with it; removing the first line of a file leaves an empty line.
@@
identifier x;
@@
- struct cfg x = { ... };
