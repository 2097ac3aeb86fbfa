@@
expression P;
@@
  P = acquire();
  ... when != release(P)
      when != keep(P)
- done(P);
+ done_leaked(P);
