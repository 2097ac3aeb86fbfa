// The lone body of an if, else or loop whose header stays becomes `{}`
// also when the removal goes on past it (the next statements removed by
// other matches).  .res written by hand: spatch 1.1.1 prints the same
// `{}` but leaves a line of blanks where `b = 0;` stood.
@@
identifier i;
@@
- i = 0;
