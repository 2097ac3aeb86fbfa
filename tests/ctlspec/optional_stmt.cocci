// ?S: the statement may be there or not; where it is there it belongs
// to the match (and is removed with it).
@@
@@
- a();
?- b();
  c();
