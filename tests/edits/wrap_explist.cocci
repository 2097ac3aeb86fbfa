// An expression list over several lines, printed again in added code,
// comes out on one line and is broken where it gets too long: after a
// comma, or between two adjacent string literals, the next lines lined
// up after the `(`.
@@
identifier pr;
expression list es;
@@
- if (x) pr(es);
+ pr(es);
