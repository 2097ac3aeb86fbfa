@@
expression E;
@@

- start(E);
+ begin(E);
  ...
? - pause(E);
  ...
? stop(E);
