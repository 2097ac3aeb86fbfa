(* coccilib.ml - the Coccilib module of ladybug's OCaml script rules; see
   coccilib.mli.  Compiled into spatch (with the host, mlhost.ml); the
   code of a semantic patch is compiled against its interface and loaded
   at run time. *)

type pos = {
  current_element : string;
  current_element_line : int;
  current_element_col : int;
  current_element_line_end : int;
  current_element_col_end : int;
  file : string;
  line : int;
  col : int;
  line_end : int;
  col_end : int;
}

module Ast_c = struct
  type metavar_binding_kind =
    | Unbound
    | Ident of string
    | Expr of string
    | Stmt of string * string
    | Type of string
    | Pragma of string
    | Listlen of int
    | Position of pos

  type 'a wrap = 'a * unit
  type 'a wrap2 = 'a * unit
  type name = string
  type expression = string
  type argument = string
  type initialiser = string
  type statement = string
  type fullType = string

  type parameterType = {
    p_namei : name option;
    p_register : bool wrap;
    p_type : fullType;
  }

  let unwrap (x, _) = x
  let str_of_name (n : name) : string = n
end

open Ast_c

let make_ident s = Ident s
let make_expr s = Expr s
let make_expr_with_env _decls s = Expr s
let make_stmt s = Stmt (s, "")
let make_stmt_with_env decls s = Stmt (s, decls)
let make_type s = Type s
let make_listlen n = Listlen n
let make_pragmainfo s = Pragma s

let make_full_position file elem el_line el_col el_line_end el_col_end line col line_end
    col_end =
  Position {
    current_element = elem; current_element_line = el_line;
    current_element_col = el_col; current_element_line_end = el_line_end;
    current_element_col_end = el_col_end; file; line; col; line_end; col_end;
  }

let make_position file elem line col line_end col_end =
  make_full_position file elem 0 0 0 0 line col line_end col_end

(* ---- the state of a run ------------------------------------------------ *)

let keep = ref true
let exited = ref false
let cur_dir = ref ""
let cur_files : string list ref = ref []

let include_match b = keep := b
let exit () = exited := true
let dir () = !cur_dir
let files () = !cur_files
let cocci_version () = "1.1.1"

(* ---- org mode ---------------------------------------------------------- *)

let build_link p msg color =
  Printf.sprintf "[[view:%s::face=%s::linb=%d::colb=%d::cole=%d][%s]]"
    p.file color p.line p.col p.col_end msg

let where p = Printf.sprintf "%s::%d" p.file p.line

let print_todo ?(color = "ovl-face1") ?msg p =
  let msg = match msg with Some m -> m | None -> where p in
  print_endline ("* TODO " ^ build_link p msg color)

let print_link ?(color = "ovl-face2") ?msg p =
  let msg = match msg with Some m -> m | None -> where p in
  print_endline (build_link p msg color)

(* brackets would end the link early *)
let safe s =
  let b = Buffer.create (String.length s) in
  String.iter
    (function '[' -> Buffer.add_string b "@(" | ']' -> Buffer.add_char b ')'
            | c -> Buffer.add_char b c)
    s;
  Buffer.contents b

let print_safe_todo ?color ?msg p =
  print_todo ?color ?msg:(Option.map safe msg) p

let print_safe_link ?color ?msg p =
  print_link ?color ?msg:(Option.map safe msg) p

let first = function
  | p :: _ -> p
  | [] -> invalid_arg "Coccilib: an empty position list"

let print_main ?(color = "ovl-face1") msg ps =
  let p = first ps in
  print_todo ~color ~msg:(msg ^ " " ^ where p) p

let print_sec ?(color = "ovl-face2") msg ps = print_link ~color ~msg (first ps)

let print_secs ?(color = "ovl-face2") msg ps =
  List.iter (fun p -> print_link ~color ~msg p) ps

let basename_pos p = { p with file = Filename.basename p.file }

(* ---- ladybug's plumbing ------------------------------------------------ *)

module Lb = struct
  type arg =
    | Text of string
    | Elems of string * string array
    | Locs of pos array
    | Missing

  let unbound = Unbound

  let get a i = if i < Array.length a then a.(i) else Missing

  let initializing_unit = ref (-1)
  let initializing n = initializing_unit := n

  let missing () = failwith "a metavariable without a value"

  let str = function
    | Text s | Elems (s, _) -> s
    | Locs a when Array.length a > 0 -> where a.(0)
    | Locs _ -> ""
    | Missing -> missing ()

  let pos = function
    | Locs a -> Array.to_list a
    | Missing -> missing ()
    | Text _ | Elems _ -> []

  let int a =
    let s = str a in
    try int_of_string (String.trim s) with Failure _ -> failwith ("not a number: " ^ s)

  (* the comments of a binding: as one text, the comments in the code *)
  let comments a =
    match str a with
    | "" -> []
    | s -> [ ([], [ s ], []) ]

  let elems = function
    | Elems (_, e) -> Array.to_list e
    | Text "" -> []
    | Text s -> [s]
    | Locs _ -> []
    | Missing -> missing ()

  let text_pair a = (str a, str a)
  let pos_pair a = (str a, pos a)
  let list_pair a = (str a, elems a)
  let wrapped a = List.map (fun e -> (e, ())) (elems a)
  let args_pair a = (str a, wrapped a)
  let inits_pair a = (str a, wrapped a)

  let is_ident_char c =
    (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c = '_'

  (* The words of a parameter's text: identifiers and single punctuation. *)
  let words s =
    let n = String.length s in
    let rec go i acc =
      if i >= n then List.rev acc
      else if is_ident_char s.[i] then begin
        let j = ref i in
        while !j < n && is_ident_char s.[!j] do incr j done;
        go !j (String.sub s i (!j - i) :: acc)
      end else if s.[i] = ' ' || s.[i] = '\t' || s.[i] = '\n' then go (i + 1) acc
      else go (i + 1) (String.make 1 s.[i] :: acc)
    in
    go 0 []

  let type_words =
    [ "void"; "char"; "short"; "int"; "long"; "float"; "double"; "signed"; "unsigned";
      "const"; "volatile"; "register"; "restrict"; "_Bool"; "struct"; "union"; "enum";
      "static"; "extern"; "inline" ]

  (* The name a parameter declares: the identifier of a function pointer's
     ( * name), else the last identifier before any array brackets that is
     not a type word, a struct tag or the only word. *)
  let param_name s =
    let w = words s in
    let is_id x = x <> "" && is_ident_char x.[0] && not (x.[0] >= '0' && x.[0] <= '9') in
    let rec fptr = function
      | "(" :: "*" :: rest ->
        (match List.filter (fun x -> is_id x && not (List.mem x type_words)) rest with
         | x :: _ -> Some x
         | [] -> None)
      | _ :: rest -> fptr rest
      | [] -> None
    in
    match fptr w with
    | Some x -> Some x
    | None ->
      let rec before_bracket acc = function
        | "[" :: _ | [] -> List.rev acc
        | x :: rest -> before_bracket (x :: acc) rest
      in
      (match List.rev (before_bracket [] w) with
       | x :: prev :: _ when is_id x && not (List.mem x type_words)
                            && not (List.mem prev [ "struct"; "union"; "enum" ]) -> Some x
       | _ -> None)

  let params_pair a =
    (str a,
     List.map
       (fun e -> ({ p_namei = param_name e; p_register = (false, ()); p_type = e }, ()))
       (elems a))

  type fn =
    | Rule of (arg array -> metavar_binding_kind array)
    | Test of (arg array -> bool)
    | String of (arg array -> string)

  let table : (int, fn) Hashtbl.t = Hashtbl.create 16
  let rule n f = Hashtbl.replace table n (Rule f)
  let test n f = Hashtbl.replace table n (Test f)
  let string n f = Hashtbl.replace table n (String f)
  let find n = Hashtbl.find_opt table n

  let keep = keep
  let exited = exited
  let set_context d fs =
    cur_dir := d;
    cur_files := fs
end
