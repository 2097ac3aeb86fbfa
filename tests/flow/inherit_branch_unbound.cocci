// A rule inherits fb, which its rule never bound, and uses it in one
// branch of a disjunction only: the rule runs, that branch fails.
@bf@
identifier fb;
typedef bool;
@@

bool fb(...) { ... }

@r@
identifier bf.fb;
expression E;
@@

(
- x = fb(E);
+ x = true;
|
- x = 0;
+ x = false;
)
