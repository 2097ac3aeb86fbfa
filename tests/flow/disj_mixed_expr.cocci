@ exists @
identifier f;
local idexpression int x;
expression e1, e2;
@@

f(...) {
... when any
(
- x = 1;
+ x = true;
|
  x =
- e1 && e2
+ both(e1, e2)
)
... when any
}
