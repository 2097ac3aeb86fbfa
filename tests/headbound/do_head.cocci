// A do-while's test comes after its body: e is not bound before the
// disjunction there, whose first branch takes any value of e, so the
// later branch never matches.  (spatch 1.1.1 answers `not supported' to
// a do-while pattern and changes nothing either.)
@@
expression e, e1;
@@

do {
(
  poll(e);
|
- poll(e1);
+ poll2(e1);
)
} while (busy(e));
