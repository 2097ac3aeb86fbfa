// Which operators make chains for `A op ...`: & + * (A alone, or any
// operand of the chain); ^ - << are not chains, their `...` is one operand
// (spatch 1.1.1).
@disable bitand_comm, plus_comm, mult_comm@
constant c;
@@
(
- a = c & ...;
+ A = 1;
|
- b = c + ...;
+ B = 1;
|
- d = c * ...;
+ D = 1;
|
- g = c ^ ...;
+ G = 1;
|
- h = c - ...;
+ H = 1;
|
- k = c << ...;
+ KK = 1;
)
