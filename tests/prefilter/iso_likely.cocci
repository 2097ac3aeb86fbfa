// The prefilter: unlikely(E) also matches E (standard.iso): the name
// unlikely is not needed, the others are.
@@
expression x;
@@
- if (unlikely(x)) report_it(x);
+ WARN_ON(x);
