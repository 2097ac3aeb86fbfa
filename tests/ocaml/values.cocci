// The values scripts get: strings for code, an int for a list length,
// positions as records (the function they are in and its extent, the
// file, lines from 1 and columns from 0), a list in the pair form; and
// the context: files (), dir (), cocci_version (), basename_pos.
@r@
identifier f;
parameter list ps;
type T;
@@
T f(ps) { ... }

@s@
identifier g;
expression list[n] es;
expression e;
position p;
@@
g(e@p, es);

@script:ocaml@
f << r.f; ps << r.ps; t << r.T;
g << s.g; es << s.es; n << s.n; e << s.e; p << s.p; (ee, ea) << s.es;
@@
Printf.printf "f=%s ps=[%s] T=[%s] g=%s es=[%s] n=%d e=[%s]\n" f ps t g es n e;
List.iter
  (fun p ->
     Printf.printf "%s:%d:%d-%d:%d in %s (%d:%d-%d:%d)\n" p.file p.line p.col p.line_end
       p.col_end p.current_element p.current_element_line p.current_element_col
       p.current_element_line_end p.current_element_col_end)
  p;
Printf.printf "pair: [%s] %d\n" ee (List.length ea);
Printf.printf "files=%s dir=[%s] version=%s base=%s\n" (String.concat "," (Coccilib.files ()))
  (Coccilib.dir ()) (Coccilib.cocci_version ()) (Coccilib.basename_pos (List.hd p)).file
