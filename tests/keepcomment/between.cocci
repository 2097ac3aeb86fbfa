// A comment between two removed statements goes with them.
@@
expression E;
@@
- a(E);
- b(E);
