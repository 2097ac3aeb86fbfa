@has_lock@
@@
 spin_lock(...);

@depends on has_lock@
@@
-old_call();
+new_call();

@depends on !has_lock@
@@
-other_call();
+no_lock_call();
