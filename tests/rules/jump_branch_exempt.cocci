// forall: a path entering an if whose branch is a break or continue is
// exempt, as one whose branch returns (a1, a2); an else branch is not (a3).
@@
iterator name for_each_item;
expression I, L;
@@
  for_each_item(I, L) {
  ...
- skip_item(I);
+ continue;
  ...
  }
