// Removing the whole if, braces or not.
@@
expression e;
@@
- if (e) {
- a();
- }
