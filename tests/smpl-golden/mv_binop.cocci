@@
expression A;
binary operator op = {+, -};
@@
- A op 0
+ A
