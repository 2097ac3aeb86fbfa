@@
fresh identifier x = "a";
@@
- x();
