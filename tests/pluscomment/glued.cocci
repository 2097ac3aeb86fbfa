// A block comment written after an added name, or after an added
// statement that replaces the same statement, stays on its line glued
// (`nonseekable_open/* ro */(i, f)', `foo(x);/* kept */').
@@
@@
- nonseekable_open
+ nonseekable_open /* ro */
  (...)

@@
expression E;
@@
- foo(E);
+ foo(E); /* kept */
