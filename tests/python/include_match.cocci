// cocci.include_match(False) drops a match: the later rule that
// inherits the variable sees only the values the script kept.
@r@
identifier fn;
@@
fn(...) { ... }

@script:python@
fn << r.fn;
@@
if fn.startswith("skip_"):
    cocci.include_match(False)

@@
identifier r.fn;
@@
fn(...) {
+ trace();
  ...
}
