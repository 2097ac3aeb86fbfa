// two lines in the place of one ending with two spaces
@@
expression E;
@@
- bar(E);
+ baz(E);
+ qux(E);
