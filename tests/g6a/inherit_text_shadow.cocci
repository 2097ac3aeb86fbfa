// A value inherited from an earlier rule is text: m of the outer block
// matches the m an inner block declares, in a later rule (not in the
// rule that binds it: tests/types/shadowed_local).
@r@
expression a;
@@
lock(a);

@@
expression r.a;
@@
- lock(a);
  ...
- unlock(a);
