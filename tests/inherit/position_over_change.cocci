@a@
position p;
@@

lock@p();

@depends on a@
@@

- old_call();
+ new_call();

@c@
@@
  other();

@b@
position a.p;
@@

 foo@p();
