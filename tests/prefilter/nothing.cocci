// The prefilter: a rule of metavariables and dots needs no name: every
// file is parsed.
@@
expression E;
statement S;
@@
- if (E) S else S
+ S
