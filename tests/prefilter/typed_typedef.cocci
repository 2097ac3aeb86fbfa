// The prefilter: a typed metavariable of a typedef type needs the typedef's name
@@
typedef u32;
u32 v;
expression E;
@@
- v = E & 0xff;
+ v = FIELD_GET(0xff, E);
