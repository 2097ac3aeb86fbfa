@@
expression E $;
@@
- f(E);
