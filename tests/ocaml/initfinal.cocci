// State across the calls of a run: the initialize rule's table and
// counter, filled by a script rule and printed by the finalize rule,
// which also gets the table through `x << merge.tbl' (one process: the
// list of its one value).  Str and Printf are there as usual.
@initialize:ocaml@
@@
let tbl = Hashtbl.create 17
let calls = ref 0
let () = print_endline "initialize"

@r@
identifier f;
@@
f(...);

@script:ocaml@
f << r.f;
@@
incr calls;
if Str.string_match (Str.regexp "^[a-z]+_[a-z]+$") f 0 then
  Hashtbl.replace tbl f (1 + try Hashtbl.find tbl f with Not_found -> 0)

@finalize:ocaml@
tbls << merge.tbl;
@@
Printf.printf "%d calls, %d tables\n" !calls (List.length tbls);
List.iter (fun (f, n) -> Printf.printf "%s: %d\n" f n)
  (List.sort compare (Hashtbl.fold (fun k v l -> (k, v) :: l) (List.hd tbls) []))
