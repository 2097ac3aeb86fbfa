// i += 1; is a form of inc that no earlier isomorphism touches: it
// matches every form of inc
@@
identifier i;
@@
- i += 1;
+ step(&i);
