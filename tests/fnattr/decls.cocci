// in declarations the attribute word stays in place: before a name after a type or a `*`, and before a prototype's name
@@
identifier b;
@@
(
- void *b;
+ void * __xyz b;
|
- char *b;
+ int __xyz b(void);
|
- long b;
+ unsigned __abc b;
)
