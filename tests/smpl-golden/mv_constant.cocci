@@
constant C;
expression E;
@@
- delay(E * C)
+ delay_scaled(E, C)
