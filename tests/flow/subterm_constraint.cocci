// `x <= r.E': x is bound only to code that is E or a part of it.
@free@
expression E;
@@

kfree(E)

@r exists@
expression free.E, sub <= free.E, E2;
@@

kfree(E)
...
(
 sub = E2
|
- E
+ NULL
)
