// Coccilib's org-mode printing: print_main, print_sec, print_secs,
// print_todo, print_link (default messages and colors, and given ones),
// the safe variants and build_link.
@r@
expression e;
position p, q;
@@
foo@q(e@p, ...)

@script:ocaml@
p << r.p;
q << r.q;
@@
Coccilib.print_main "main msg" p;
print_main ~color:"red" "" p;
print_sec "sec msg" q;
print_secs "secs msg" (List.append p q);
print_todo (List.hd p);
print_todo ~msg:"todo [x] msg" ~color:"blue" (List.hd p);
print_link (List.hd p);
print_link ~msg:"link msg" (List.hd q);
print_safe_todo ~msg:"safe [x] todo" (List.hd p);
print_safe_link ~msg:"safe [x] link" (List.hd p);
print_endline (build_link (List.hd p) "bl msg" "col")
