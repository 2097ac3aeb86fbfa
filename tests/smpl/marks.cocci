// Column-0 marks: removed, added, multiply added, matched, optional, context.
@@
expression E;
statement S;
@@
  if (E)
- {
-	f(E);
+	g(E);
++	h(E);
- }
? S
?- optional_removed(E);
  return E;

@@
@@
* bad();
  good();
