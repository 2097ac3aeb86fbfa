@@
@@
- old_name
+ new_much_longer_function_name
@@
@@
- yy
+ yy | FLAGS_THAT_ARE_LONG
