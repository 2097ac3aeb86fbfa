// A disjunction of sequences inside an if pattern's braces, at another
// depth than the rule's top.
@@
expression E;
@@
  if (E) {
(
-   a();
-   b();
+   ab();
|
-   a();
+   a_only();
)
    ...
  }
