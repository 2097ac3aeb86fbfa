// `{ ... when != baz() return ...; }' through a goto to a label followed by an #if holding baz(): no path around it (h2); an #if in the braces themselves can be passed by (h3, h4); a statement after the label first, no return (h5): no match
@r exists@
position p;
@@
if@p (...)
   { ... when != baz()
     return ...; }
@@
position r.p;
@@
+ mark();
  if@p (...) { ... }
