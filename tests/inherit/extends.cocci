@ first @
expression E;
@@

setup(E);

@ second extends first @
expression F;
@@

- use(F);
+ use_with(E, F);
