// An inherited constant matches the spelling it was bound to: s.C is
// 0x01 (the #define), so only h(0x01) goes; r.C is 1L or 1, each matching
// its own call (spatch 1.1.1; gallery consts: `fst->Status & 1' is no
// `E->fld & C' with C 0x01).
@s@
constant C;
identifier c;
@@
#define c C

@@
constant s.C;
@@
- h(C);
+ hh(C);

@r@
constant C;
@@
k(C);

@@
constant r.C;
@@
- k(C);
+ kk(C);
