// offsetof(T, f) is a call with a type argument, as spatch reads it: two
// offsetof calls with different fields are different sizes
@@
expression from,to,size,flag;
statement S;
@@
-  to = kmalloc(size,flag);
+  to = kmemdup(from,size,flag);
   if (to==NULL || ...) S
-  memcpy(to, from, size);
