@@
expression E;
@@
(
- spin_lock(E);
+ spin_lock_irq(E);
|
- spin_unlock(E);
+ spin_unlock_irq(E);
|
- foo(E);
+ bar(E);
|
- new.count++;
)
