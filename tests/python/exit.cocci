// cocci.exit() stops the rules on the file: what was changed before
// stays, the rules after the script do not run.
@r@
identifier x;
@@
- old(x);
+ new(x);

@script:python@
x << r.x;
@@
if x == "stop":
    cocci.exit()

@@
@@
- other();
