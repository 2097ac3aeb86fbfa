// `++` code of one rule run, at one place: in the order of the matches
@@
identifier v;
@@
- unsigned v;
++ unsigned long v;
