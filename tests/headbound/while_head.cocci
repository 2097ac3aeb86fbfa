// The same for a loop's test: e is bound before the disjunction of the
// body (f1: the later branch; f2: the first one).
@@
expression e, e1;
@@

while (busy(e)) {
(
  poll(e);
|
- poll(e1);
+ poll2(e1);
)
}
