// a starred pattern matches through the paren isomorphism
@@
expression x;
@@
*foo((x));
