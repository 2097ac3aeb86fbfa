@@
@@
- struct old_name
+ struct new_name
