// The prefilter: `depends on !r` can run where r cannot match.
@r@
@@
not_here();
@depends on !r@
expression E;
@@
- only_b(E);
