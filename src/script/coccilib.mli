(* coccilib.mli - the Coccilib module of ladybug's OCaml script rules.

   What a script:ocaml, initialize:ocaml or finalize:ocaml rule, an OCaml
   script constraint or an OCaml fresh identifier sees, written for
   ladybug from Coccinelle's documentation of its OCaml scripting
   interface.  The code of a semantic patch is compiled with `open
   Coccilib', so its functions are also there unqualified (make_ident,
   include_match, ...), and the standard library (Hashtbl, Printf, Str,
   ...) is there as usual.

   Values of metavariables are given as strings (the matched code), a
   position as a list of [pos], a list length as an int.  A binding
   written [(s, a) << r.x] gives the text and the pieces: for a list
   metavariable the list of its elements, for a position its [pos] list,
   else the text again. *)

(** A matched position: the file, the function (or other top-level
    element) it is in and that element's extent, and the extent of the
    match itself.  Lines count from 1, columns from 0; the end column is
    that of the character after the last one. *)
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

(** The pieces of matched code that scripts can take apart.  ladybug
    gives code as text, so these are texts too. *)
module Ast_c : sig
  (** What a script binds a new metavariable to (see [make_ident] and
      friends); [Unbound] until the script sets it. *)
  type metavar_binding_kind =
    | Unbound
    | Ident of string
    | Expr of string
    | Stmt of string * string        (** the statement, declarations for its types *)
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

  (** A parameter: its name if it has one, and its whole text. *)
  type parameterType = {
    p_namei : name option;
    p_register : bool wrap;
    p_type : fullType;
  }

  val unwrap : 'a * 'b -> 'a
  val str_of_name : name -> string
end

(** {2 New metavariables} A script rule declares them as [x;] and sets them
    with [x := make_ident "name"]; one it does not set stays unbound. *)

val make_ident : string -> Ast_c.metavar_binding_kind
val make_expr : string -> Ast_c.metavar_binding_kind
(** [make_expr_with_env decls e]: DECLS declare the variables of E. *)
val make_expr_with_env : string -> string -> Ast_c.metavar_binding_kind
val make_stmt : string -> Ast_c.metavar_binding_kind
val make_stmt_with_env : string -> string -> Ast_c.metavar_binding_kind
val make_type : string -> Ast_c.metavar_binding_kind
val make_listlen : int -> Ast_c.metavar_binding_kind
val make_pragmainfo : string -> Ast_c.metavar_binding_kind

(** [make_position file element line col line_end col_end]. *)
val make_position :
  string -> string -> int -> int -> int -> int -> Ast_c.metavar_binding_kind

(** [make_full_position file element el_line el_col el_line_end el_col_end
    line col line_end col_end]: also the element's extent. *)
val make_full_position :
  string -> string -> int -> int -> int -> int -> int -> int -> int -> int ->
  Ast_c.metavar_binding_kind

(** {2 Matches} *)

(** [include_match false]: the environment the script runs with is dropped
    for the later rules (by default it is kept). *)
val include_match : bool -> unit

(** Stop processing the current file once the script returns; what the
    rules before changed takes effect. *)
val exit : unit -> unit

(** The folder of [--dir], or "". *)
val dir : unit -> string

(** The files being processed (the current one with [--dir]; all the
    files named on the command line otherwise), [[]] outside them. *)
val files : unit -> string list

val cocci_version : unit -> string

(** {2 Reports in org mode} *)

(** [build_link p msg color]: an org link to P showing MSG. *)
val build_link : pos -> string -> string -> string

(** A TODO entry linking to the position (MSG defaults to "file::line",
    COLOR to "ovl-face1"). *)
val print_todo : ?color:string -> ?msg:string -> pos -> unit

(** A link to the position (COLOR defaults to "ovl-face2"). *)
val print_link : ?color:string -> ?msg:string -> pos -> unit

(** The same with the brackets of MSG made [@(] and [)]. *)
val print_safe_todo : ?color:string -> ?msg:string -> pos -> unit
val print_safe_link : ?color:string -> ?msg:string -> pos -> unit

(** [print_main msg ps]: a TODO entry for the first position, MSG followed
    by "file::line". *)
val print_main : ?color:string -> string -> pos list -> unit

(** [print_sec msg ps]: a link to the first position. *)
val print_sec : ?color:string -> string -> pos list -> unit

(** [print_secs msg ps]: a link to each position. *)
val print_secs : ?color:string -> string -> pos list -> unit

(** The position with the folders of its file name dropped. *)
val basename_pos : pos -> pos

(** {2 ladybug's own plumbing}  Used by the code ladybug generates around
    the rules' code and by the host; not for scripts. *)
module Lb : sig
  (** A value as ladybug hands it over. *)
  type arg =
    | Text of string                   (** the code as text *)
    | Elems of string * string array   (** a list: its text and elements *)
    | Locs of pos array                (** a position *)
    | Missing                          (** not bound: the default applies *)

  val unbound : Ast_c.metavar_binding_kind

  (** Argument I, or [Missing]. *)
  val get : arg array -> int -> arg

  (** The value of an argument as a script takes it. *)
  val str : arg -> string
  val pos : arg -> pos list
  val int : arg -> int
  val comments : arg -> (string list * string list * string list) list
  val text_pair : arg -> string * string
  val pos_pair : arg -> string * pos list
  val list_pair : arg -> string * string list
  val args_pair : arg -> string * Ast_c.argument Ast_c.wrap2 list
  val params_pair : arg -> string * Ast_c.parameterType Ast_c.wrap2 list
  val inits_pair : arg -> string * Ast_c.initialiser Ast_c.wrap2 list

  (** Register the function of unit N of the semantic patch: a script
      rule (it returns its new metavariables), a constraint, a fresh
      identifier. *)
  val rule : int -> (arg array -> Ast_c.metavar_binding_kind array) -> unit
  val test : int -> (arg array -> bool) -> unit
  val string : int -> (arg array -> string) -> unit

  (** The initialize code of unit N starts (when it raises, the host
      names the rule). *)
  val initializing : int -> unit
  val initializing_unit : int ref

  (** For the host. *)
  type fn =
    | Rule of (arg array -> Ast_c.metavar_binding_kind array)
    | Test of (arg array -> bool)
    | String of (arg array -> string)
  val find : int -> fn option
  val keep : bool ref
  val exited : bool ref
  val set_context : string -> string list -> unit
end
