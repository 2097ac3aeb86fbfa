// The prefilter: a typed metavariable `struct mmc_host *h` needs the word mmc_host in the file itself (spatch reads the names off the rule), even when the type comes from a header
@@
identifier fld;
expression E;
struct mmc_host *h;
@@
- h->fld = E;
+ WRITE_ONCE(h->fld, E);
