// As braces_disj_dots, the statement kept and code added after it: the
// lone branch matches too (the block stands for one statement), the goto
// is still not followed.
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
  dev_err(...);
+ report();
)
...
}
