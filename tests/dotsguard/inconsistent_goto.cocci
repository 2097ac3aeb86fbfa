// the first if's return via goto unlock gets kfree(kctl) while the unbraced `if (err < 0) goto unlock;' between, matching the first item, stops the dots from it: the return is reached by paths of two kinds and the file is left unchanged (spatch 1.1.1); with that if braced (inconsistent_goto_braced) the change is made
@r@
identifier x;
@@

kfree(x)

@@
identifier r.x;
expression E1!=0,E2,E3,E4;
statement S;
@@

(
if (<+...x...+>) S
|
if (...) { ... when != kfree(x)
               when != if (...) { ... kfree(x); ... }
               when != x = E3
+ kfree(x);
  return E1; }
... when != x = E2
if (...) { ... when != x = E4
 kfree(x); ... return ...; }
)
