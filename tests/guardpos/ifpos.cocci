// `if@p (...) { ... return ...; } ... b();' with p inherited: the second if, which matches the item too, stops the dots from the first, so only it is removed
@r@
position p;
@@
if@p (...) { ...
 return ...;
 }
...
b();

@@
position r.p;
statement S;
@@
- if@p (...) S
