// A removed statement (no declaration) leaves the blank line before it.
@@
expression E;
@@
- foo(E);
