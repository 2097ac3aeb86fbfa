@ first @
expression E;
@@

setup(E);

@ second @
expression first.E;
@@

- use(1);
+ use(2);

@ third extends first @
@@

- drop();
