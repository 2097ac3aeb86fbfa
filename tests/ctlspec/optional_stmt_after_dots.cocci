// ?S after `...': the optional statement need not be there.
@@
@@
  a();
  ...
?- b();
  c();
