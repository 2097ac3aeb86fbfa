// a position constraint naming an earlier rule's position that the rule
// does not inherit: p must differ from every value r1 gave its p
@r1@
expression irq, fn;
position p;
@@
req@p(irq, fn,
(
ONESHOT | ...
|
ONESHOT
)
, ...)

@@
expression irq, fn, flags;
position p != {r1.p};
@@
req@p(irq, fn,
(
-0
+ONESHOT
|
-flags
+flags | ONESHOT
)
, ...)
