// make_position: a script makes a position for a later rule, which
// changes only the call at that place.
@r@
identifier f;
position p;
@@
f@p(1);

@script:ocaml s@
p << r.p;
q;
@@
let p = List.hd p in
if p.line = 4 then
  q := make_position p.file p.current_element p.line p.col p.line_end p.col_end

@@
position s.q;
identifier f;
@@
- f@q(1);
+ f(2);
