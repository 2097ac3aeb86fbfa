/* spctx.h - the parse context of the SmPL front end.
 *
 * Owns: SpCtx, the state of one file's parse (the SmplFile being built,
 * the lexer's position, the rules and declarations read so far, the
 * driver's hook for included files), the location and name types of the
 * grammar, and the helpers every pass uses: one error per file
 * (sp_error), normalized text (sp_norm), names (sp_ident,
 * sp_earlier_rule).  Sits just above spfile.h: include from the modules
 * of src/smpl (passes, builder, driver) and the generated SmPL lexer and
 * parser; never from outside src/smpl.
 */
#ifndef LADYBUG_SPCTX_H
#define LADYBUG_SPCTX_H

#include <stdint.h>

#include "smpl/spfile.h"
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

typedef struct SpCtx SpCtx;
struct SpCtx {
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
	/* The driver's hook for `#include "x.cocci"` (set by smpl.c, called
	 * by the builder's sp_include): read and parse the file QUOTED names
	 * (with its quotes) one level deeper; NULL after an error, reported
	 * at OFF or in the included file. */
	SmplFile *(*read_include)(SpCtx *c, const char *quoted, uint32_t off);

	/* parser */
	const Ident *section;       /* iso files: the current section */
	VEC(Rule *) rules;
	Rule *cur;
	VEC(Meta *) metas;
	VEC(ScriptBinding) binds;
	DeclState d;
	VEC(const Ident *) virtuals, includes, usings, spatch_opts;
};

/* Report an error at OFF (once per file: later ones are dropped). */
void sp_error(SpCtx *c, uint32_t off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Text of [start,end) of the source with white space collapsed, comments
 * dropped and spaces placed the canonical way (`struct foo *`). */
const char *sp_norm(SpCtx *c, uint32_t start, uint32_t end);
/* The same over text S rather than the semantic patch. */
const char *sp_norm_text(SpCtx *c, const char *s, uint32_t start, uint32_t end);
/* The interned spelling of L. */
const Ident *sp_ident(SpCtx *c, SpLoc l);

/* An earlier rule of the file named NAME (not the current one), or NULL. */
Rule *sp_earlier_rule(SpCtx *c, const Ident *name);

#endif
