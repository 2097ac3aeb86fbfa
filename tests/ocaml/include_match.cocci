// include_match false drops a match: the later rule that inherits the
// variable sees only the values the script kept.  A table made by the
// initialize rule and filled by a script rule decides (state shared
// across the calls of a run, as in null/badzero.cocci).
@initialize:ocaml@
@@
let checked = Hashtbl.create 11

@c@
identifier fn;
@@
fn(...) { ... check(); ... }

@script:ocaml depends on c@
fn << c.fn;
@@
Hashtbl.replace checked fn ()

@r@
identifier fn;
@@
fn(...) { ... }

@script:ocaml@
fn << r.fn;
@@
if not (Hashtbl.mem checked fn) then include_match false

@@
identifier r.fn;
@@
fn(...) {
+ trace();
  ...
}
