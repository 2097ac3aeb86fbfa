@@
expression E;
@@
  E = open_res();
  ... when any
      when != check(E)
- use_res(E);
+ use_unchecked(E);
