// (`x = yy + a' with yy replaced by `yy | F': ladybug writes `(yy | F) + a',
// spatch 1.1.1 `yy | F + a', which reads otherwise.)
@@
@@
- old_name
+ new_much_longer_function_name
@@
@@
- yy
+ yy | FLAGS_THAT_ARE_LONG
