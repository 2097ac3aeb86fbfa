@@
expression E;
@@
- if (E) {
-   debug_dump(E);
-   debug_flush();
- }
