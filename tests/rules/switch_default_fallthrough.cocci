// A case body's ... follows control flow through a fallthrough into the
// next case (k); a missing default is no match (g).
@@ @@
switch (x) {
case 1:
- bar();
  ...
  break;
default:
  ...
}
