// As pos_each, with `position any r.p': the rule runs once with every
// place of r, and the dots stop at the first of them: foo(1) only goes.
@r@
position p;
@@
foo@p(...);

@s@
position any r.p;
@@
start();
...
- foo@p(...);
