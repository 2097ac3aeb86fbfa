// ?S inside the branch of an if pattern, at another depth than the
// rule's top.
@@
expression E;
@@
  if (E) {
    a();
?-  b();
    c();
  }
