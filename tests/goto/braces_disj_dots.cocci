// A block `{ ( A | ... B ) ... }' stands for an unbraced branch that is
// the disjunction (braces isomorphism): B as the branch itself, or after
// the dots inside the branch, but the dots do not follow a `goto' out of
// the branch to code after a label (spatch 1.1.1; kernel
// api/platform_get_irq over drivers/spi).
@@
expression ret;
@@
ret = get_irq(...);
if (ret < 0)
{
(
f();
|
...
- dev_err(...);
)
...
}
