// ?S as the last statement of a branch pattern: `if (E) { a(); ?b(); }'
// matches a then-branch with or without b().
@@
expression E;
@@
  if (E) {
    a();
?-  b();
  }
+ z();
