/* smpl_int.h - inside the SmPL front end.
 *
 * Owns: the parse context shared by the SmPL lexer (grammar/smpl.l), the
 * SmPL grammar (grammar/smpl.y) and the builder functions they call
 * (smpl_build.c), the body pass (smpl_body.c) and the printer
 * (smpl_print.c).  Grammar actions are one-line calls to the sp_*
 * functions below, which fill the SmplFile under construction.
 * Include only from the smpl*.c files and the generated SmPL parser.
 */
#ifndef LADYBUG_SMPL_INT_H
#define LADYBUG_SMPL_INT_H

#include <stdint.h>

#include "smpl/smpl.h"
#include "base/vec.h"

/* Locations are byte offsets into the Source: [start, end). */
typedef struct SpLoc {
	uint32_t start, end;
} SpLoc;

/* A possibly qualified name: `x`, `r.x`, `virtual.x`. */
typedef struct QName {
	const Ident *rule;
	const Ident *name;
	uint32_t off;
} QName;

/* The declaration being parsed (one `kind names;`). */
typedef struct DeclState {
	MetaKind kind;
	uint32_t flags;             /* SM_* that every name of it gets */
	uint32_t pending_flags;     /* pure / context before the kind */
	const char *kind_text;
	VEC(const char *) types;
	SmplLen len;
	QName len_name;             /* list[n]: resolved when the names come */
	int has_len_name;
	const char *len_range;
	Meta *last;                 /* the latest name, for its constraints */
	Constraint *ctail;          /* its last constraint */
	/* script constraint or script seed being read */
	const char *script_lang;
	VEC(const Ident *) script_args;
	int script_for_seed;
} DeclState;

typedef struct SpCtx {
	SmplFile *f;
	Arena *a;
	Source *src;
	void *scanner;
	int is_iso;
	int failed;                 /* an error was reported: stop */

	/* lexer */
	uint32_t off;               /* offset of the next byte to scan */
	uint32_t body_start;
	uint32_t code_start;        /* `{` of a script constraint's code */
	int code_depth;
	int script_pending;         /* a `script:L(...)` was seen: next `{` opens code */
	int started;                /* the start token was given */
	int depth;                  /* #include nesting */
	VEC(SmplFile *) included;

	/* parser */
	const Ident *section;       /* iso files: the current section */
	VEC(Rule *) rules;
	Rule *cur;
	VEC(Meta *) metas;
	VEC(ScriptBinding) binds;
	DeclState d;
	VEC(const Ident *) virtuals, includes, usings, spatch_opts;
} SpCtx;

/* Report an error at OFF (once per file: later ones are dropped). */
void sp_error(SpCtx *c, uint32_t off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Text of [start,end) of the source with white space collapsed, comments
 * dropped and spaces placed the canonical way (`struct foo *`). */
const char *sp_norm(SpCtx *c, uint32_t start, uint32_t end);
const Ident *sp_ident(SpCtx *c, SpLoc l);

/* Prelude */
void sp_virtual(SpCtx *c, SpLoc name);
void sp_include(SpCtx *c, SpLoc str);
void sp_using_top(SpCtx *c, SpLoc str);
void sp_spatch_line(SpCtx *c, SpLoc line);
void sp_section(SpCtx *c, SpLoc name);

/* Headers */
void sp_rule_begin(SpCtx *c, RuleKind kind, SpLoc at, const Ident *name, SpLoc lang);
void sp_rule_depends(SpCtx *c, int quant, Dep *d);
Dep *sp_dep(SpCtx *c, DepKind k, const Ident *name, Dep *l, Dep *r, uint32_t off);
void sp_rule_extends(SpCtx *c, SpLoc name);
void sp_rule_disable(SpCtx *c, SpLoc name);
void sp_rule_using(SpCtx *c, SpLoc str);
void sp_rule_quant(SpCtx *c, int q, uint32_t off);
void sp_rule_pkind(SpCtx *c, int k, uint32_t off);
void sp_rule_end(SpCtx *c, SpLoc body);

/* Declarations */
void sp_decl_mod(SpCtx *c, uint32_t flag);
void sp_decl_kind(SpCtx *c, MetaKind k, uint32_t flags, SpLoc written);
void sp_decl_type(SpCtx *c, SpLoc type);
void sp_decl_ptr_only(SpCtx *c, SpLoc stars);
void sp_decl_len_num(SpCtx *c, SpLoc num);
void sp_decl_len_name(SpCtx *c, QName n);
void sp_decl_len_range(SpCtx *c, QName n, SpLoc range);
void sp_decl_width(SpCtx *c, SpLoc name);
void sp_decl_name(SpCtx *c, QName n);
void sp_decl_end(SpCtx *c);
void sp_constraint(SpCtx *c, ConstrKind k, int is_set);
void sp_constraint_join(SpCtx *c, int is_or);
void sp_cval(SpCtx *c, SpLoc item);
void sp_constraint_regex(SpCtx *c, ConstrKind k, SpLoc str);
void sp_script_begin(SpCtx *c, SpLoc lang, int for_seed);
void sp_script_arg(SpCtx *c, QName n);
void sp_script_code(SpCtx *c, SpLoc code);
void sp_binding(SpCtx *c, SpLoc local, QName from, SpLoc dflt, int has_dflt);
void sp_binding_local(SpCtx *c, SpLoc local);

/* smpl_body.c: split, lex and check the body of rule R (a pattern or iso
 * rule).  Returns 0, or -1 after reporting an error. */
int smpl_body(SpCtx *c, Rule *r);

/* smpl_views.c: parse the minus and plus views (or the iso forms) of R
 * with the C parser's pattern mode.  0, or -1 after reporting an error. */
int smpl_parse_views(SpCtx *c, Rule *r);

/* smpl_check.c: checks across rules once a rule's declarations are
 * complete (inherited names, constraint references).  0 or -1. */
int smpl_check_rule(SpCtx *c, Rule *r);

/* smpl.c: parse the file an `#include` names (with its quotes), at
 * include depth DEPTH.  NULL after an error. */
SmplFile *smpl_parse_included(SpCtx *c, const char *quoted, uint32_t off);

/* The generated parser (api.prefix sp). */
int sp_run_parser(SpCtx *c);

#endif
