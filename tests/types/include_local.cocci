@@
char *s;
@@
- s
+ checked(s)

@@
struct dev *d;
@@
- put(d);
+ put_dev(d);
