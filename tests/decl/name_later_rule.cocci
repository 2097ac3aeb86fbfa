// Attribute and declarer names declared by one rule stay known to the
// rules after it.
@@
attribute name __hot;
declarer name DEFINE_LOCK;
@@
- int x __hot;
+ int x;

@@
@@
 int y
- __hot
 ;

@@
@@
- DEFINE_LOCK(a);
+ DEFINE_LOCK(b);
