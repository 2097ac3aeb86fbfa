// Two positions from one rule, both inherited: the later rule matches
// only the call at p2 (the second call in the pair).
@pair@
position p1, p2;
expression E;
@@
  first@p1(E);
  second@p2(E);

@@
position pair.p2;
expression E;
@@
- second@p2(E);
+ second_after_first(E);
