@@
expression E;
@@
(
- E * 2
+ E << 1
|
- E * 4
+ E << 2
)
