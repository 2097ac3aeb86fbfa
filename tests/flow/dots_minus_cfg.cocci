// A removed `...' along the control flow removes the code it covers.
@@
identifier foo;
expression rv;
@@

- foo() { a(); ... return rv; }
