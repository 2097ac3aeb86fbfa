@@
expression E;
@@
- E = = 3;
