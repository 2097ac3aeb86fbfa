(* mlhost.ml - the OCaml side of src/script/ocamlscript.c.

   Linked into spatch with Coccilib and the OCaml runtime.  It registers
   the functions that the C side calls (Callback.register): loading the
   compiled code of a semantic patch (Dynlink), calling one of its units
   with arguments, and setting the context of a run.  Every call catches
   what the script raises and gives back a result record whose layout
   ocamlscript.c reads field by field; the channels are flushed before
   returning, so that what scripts print comes out in order with what
   spatch prints. *)

open Coccilib

(* The result of a call; ocamlscript.c reads it by field number. *)
type result = {
  failed : bool;                 (* 0: the script raised an exception *)
  msg : string;                  (* 1: what it raised, and where *)
  made : (int * string * string * pos) array;  (* 2: new metavariables *)
  keep : bool;                   (* 3: include_match *)
  exited : bool;                 (* 4: Coccilib.exit () was called *)
  truth : bool;                  (* 5: a constraint's answer *)
  text : string;                 (* 6: a fresh identifier *)
}

let no_pos = {
  current_element = ""; current_element_line = 0; current_element_col = 0;
  current_element_line_end = 0; current_element_col_end = 0;
  file = ""; line = 0; col = 0; line_end = 0; col_end = 0;
}

(* The kinds of made values, as ocamlscript.c numbers them. *)
let made_of = function
  | Ast_c.Unbound -> (0, "", "", no_pos)
  | Ast_c.Ident s -> (1, s, "", no_pos)
  | Ast_c.Expr s -> (2, s, "", no_pos)
  | Ast_c.Stmt (s, d) -> (3, s, d, no_pos)
  | Ast_c.Type s -> (4, s, "", no_pos)
  | Ast_c.Position p -> (5, "", "", p)
  | Ast_c.Pragma s -> (6, s, "", no_pos)
  | Ast_c.Listlen n -> (7, string_of_int n, "", no_pos)

let cocci_file = ref ""

(* Where in the semantic patch an exception was raised, from the
   backtrace: " (raised at FILE:LINE)", or "". *)
let raised_at bt =
  match Printexc.backtrace_slots bt with
  | None -> ""
  | Some slots ->
    let found = ref "" in
    Array.iter
      (fun s ->
         match Printexc.Slot.location s with
         | Some l when !found = "" && l.Printexc.filename = !cocci_file ->
           found := Printf.sprintf " (raised at line %d)" l.Printexc.line_number
         | _ -> ())
      slots;
    !found

let ok = { failed = false; msg = ""; made = [||]; keep = true; exited = false;
           truth = false; text = "" }

let flush_all () =
  (try flush stdout with _ -> ());
  (try flush stderr with _ -> ())

let call n args =
  Lb.keep := true;
  let r =
    try
      match Lb.find n with
      | None -> { ok with failed = true; msg = "no such script" }
      | Some (Lb.Rule f) ->
        let made = Array.map made_of (f args) in
        { ok with made }
      | Some (Lb.Test f) -> { ok with truth = f args }
      | Some (Lb.String f) -> { ok with text = f args }
    with e ->
      let bt = Printexc.get_raw_backtrace () in
      let what =
        match e with
        | Failure s -> "Failure: " ^ s
        | e -> "exception " ^ Printexc.to_string e
      in
      { ok with failed = true; msg = what ^ raised_at bt }
  in
  flush_all ();
  { r with keep = !Lb.keep; exited = !Lb.exited }

(* Load the compiled code; "" or what went wrong. *)
let load path file =
  cocci_file := file;
  let r =
    try Dynlink.loadfile path; "" with
    | Dynlink.Error (Dynlink.Library's_module_initializers_failed e) ->
      "exception " ^ Printexc.to_string e
    | Dynlink.Error e -> Dynlink.error_message e
    | e -> Printexc.to_string e
  in
  flush_all ();
  r

let () =
  Printexc.record_backtrace true;
  Callback.register "ladybug_load" load;
  Callback.register "ladybug_call" call;
  Callback.register "ladybug_set_context" Lb.set_context;
  Callback.register "ladybug_clear_exit" (fun () -> Lb.exited := false);
  Callback.register "ladybug_flush" flush_all;
  Callback.register "ladybug_initializing" (fun () -> !Lb.initializing_unit)
