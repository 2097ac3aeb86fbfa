// an initializer's last field removed: its trailing comma goes too (o), and where there is none the comma before stays (o2)
@@
identifier x;
expression E;
@@
 struct ops x = { ...,
- .close = E
 };
