// The gallery's compare in small: an earlier branch `c | e1 | e2 | ...`
// takes chains of three operands or more (the dots stand for none or
// more), so the swap of the later branch applies to two operands only
// (spatch 1.1.1).  & has no such branch: its chains are swapped inside.
@disable bitor_comm@
constant c;
expression e, e1, e2;
binary operator b = {&,|};
@@
(
 c | e1 | e2 | ...
|
- c
+ e
 b
- e
+ c
)
