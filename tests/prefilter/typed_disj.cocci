// The prefilter: a typed metavariable in one branch of a disjunction only: a file without its type's name still runs the other branch
@@
struct mmc_host *h;
expression E;
@@
(
- h->a = 1;
|
- E = 7;
)
