// The same without a nest: E1 of the first item is the match's, free
// over the pattern; the paths through the ifs carry no values of E1.
@r exists@
expression E1;
position p2;
@@

spin_lock(E1);
... when != E1
return@p2 ...;

@@
expression r.E1;
position r.p2;
@@

+ spin_unlock(E1);
  return@p2 ...;
