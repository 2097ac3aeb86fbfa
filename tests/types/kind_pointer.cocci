@@
expression struct *a;
@@
- use(a)
+ use_struct(a)

@@
expression enum *a;
@@
- use(a)
+ use_enum(a)
