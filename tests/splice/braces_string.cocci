// Braces added around a branch whose call holds a continued string
// literal: the literal's second line stays where it was.
@@
expression list es;
@@
+ foo();
  printk(es);
