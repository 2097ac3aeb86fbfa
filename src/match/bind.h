/* bind.h - binding environments of metavariables.
 *
 * Owns: the Env record that a match produces: the metavariables bound so
 * far (name -> value) and the token correspondence between the pattern
 * and the C code (which pattern tokens matched which C tokens), that the
 * transformation stage turns into edits.  Envs are persistent: extending
 * one makes a new Env that shares the old one's lists, so the matcher can
 * branch (disjunctions, `...`) without copying.  All memory comes from
 * the arena the caller passes (the per-rule, per-file match arena).
 * Include from the matcher, the transformation stage, the driver and
 * the CTL glue.
 */
#ifndef LADYBUG_BIND_H
#define LADYBUG_BIND_H

#include <stdint.h>
#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/ctoken.h"
#include "base/intern.h"

/* What a metavariable is bound to. */
typedef enum BindKind {
	BV_NODE = 1,   /* a subtree of the C code (expression, statement, type...) */
	BV_IDENT,      /* a name (identifier metavariables, fresh identifiers) */
	BV_TOKENS,     /* a token range: lists (expression list, parameter list...) */
	BV_POS,        /* a position: the token range of the matched code */
	BV_OP,         /* an operator (binary / assignment operator metavariables) */
	BV_TEXT,       /* a text with no tokens (fresh identifiers, script results) */
} BindKind;

typedef struct Binding Binding;
struct Binding {
	const Ident *name;       /* the metavariable (its interned name) */
	uint8_t kind;            /* BindKind */
	const Node *node;        /* BV_NODE */
	const Ident *id;         /* BV_IDENT */
	int op;                  /* BV_OP: the operator's TokKind */
	const char *text;        /* BV_TEXT */
	const TokenArray *ta;    /* the tokens the value lives in */
	uint32_t first, last;    /* token range of the value (first > last: empty) */
	const Binding *more;     /* BV_POS: the other values of a position inherited
				    from several matches of an earlier rule (a set) */
	const Ident *canon;      /* a type (type metavariables): its canonical spelling,
				    typedef names unfolded; when both values have one,
				    they are equal when it is the same */
	uint8_t plain;           /* a value a rule passed on to later rules: compared
				    by its text only, its names no longer tied to
				    the declarations they named in its rule's match */
	Binding *next;
};

/* A pattern token range matched a C token range. */
typedef struct TokMap TokMap;
struct TokMap {
	uint32_t p_first, p_last;   /* pattern tokens, inclusive */
	uint32_t c_first, c_last;   /* C tokens, inclusive (c_first > c_last: empty) */
	int anchor_only;            /* only says where added code goes, removes nothing */
	TokMap *next;
};

typedef struct SubEnv SubEnv;

typedef struct Env {
	Binding *b;
	TokMap *map;
	uint32_t nb;                /* number of bindings */
	const SubEnv *subs;         /* matches inside this one with bindings of their
				       own (occurrences in a nest), each transformed
				       with its own environment */
} Env;

struct SubEnv {
	const Env *e;
	const SubEnv *next;
};

/* E with SUB among its inner matches. */
const Env *env_add_sub(Arena *a, const Env *e, const Env *sub);
/* E with the inner matches of SRC down to STOP_SUBS and copies of its
 * token maps down to STOP_MAP in front of its own (NULL stops: all). */
const Env *env_prepend(Arena *a, const Env *e, const Env *src, const TokMap *stop_map,
		       const SubEnv *stop_subs);
/* E without inner matches (a copy, or E itself when it has none). */
const Env *env_no_subs(Arena *a, const Env *e);

/* The empty environment (a static, never modified). */
const Env *env_empty(void);
const Binding *env_lookup(const Env *e, const Ident *name);

/* Bind NAME to VAL (its `name` and `next` are ignored) in a copy of E.
 * If NAME is already bound, return E itself when the values are equal
 * (binding_equal) and NULL when they differ; a position set bound
 * before is narrowed to the one position VAL when VAL is in it. */
const Env *env_bind(Arena *a, const Env *e, const Ident *name, const Binding *val);
/* E plus one token correspondence. */
const Env *env_map(Arena *a, const Env *e, uint32_t p_first, uint32_t p_last,
		   uint32_t c_first, uint32_t c_last);
/* E plus a correspondence that only places added code (code added
 * before or after pattern token P goes before or after C token C). */
const Env *env_map_anchor(Arena *a, const Env *e, uint32_t p, uint32_t c);

/* The union of two envs (bindings must agree; NULL if they don't).  The
 * token maps and inner matches are concatenated.  The result is X itself or lives in A
 * (never Y, which may be a temporary). */
const Env *env_join(Arena *a, const Env *x, const Env *y);

/* Are two bound values the same code?  Values compare by the texts of
 * their tokens (so white space and comments do not count), names by
 * pointer, operators by kind; positions by place, and a set of
 * positions (see Binding.more) equals any position in it.  Within one
 * match a local variable's name is also its declaration (a name
 * shadowed in an inner block is another variable); a value inherited
 * from an earlier rule (Binding.plain) is text only (spatch 1.1.1:
 * `expression r.a' bound to u->irq in one function matches u->irq in
 * another, and m inside a block that declares its own m). */
int binding_equal(const Binding *x, const Binding *y);

/* Is X the same code as Y or as a subterm of Y (a subtree of Y's
 * syntax tree that spells the same tokens)?  For `x <= r.E`. */
int binding_subterm(const Binding *x, const Binding *y);
/* The position set X with the values of Y that X lacks added (a new
 * chain in A; X and Y are left as they were).  Both are BV_POS. */
const Binding *binding_pos_union(Arena *a, const Binding *x, const Binding *y);
/* Does the token range [f1,l1] of TA1 spell the same tokens as [f2,l2]
 * of TA2 (two names of one file: also of the same declaration)? */
int tokens_equal(const TokenArray *ta1, uint32_t f1, uint32_t l1,
		 const TokenArray *ta2, uint32_t f2, uint32_t l2);
/* The text of a bound value: its tokens joined with single spaces where
 * the source had white space (an arena string). */
const char *binding_text(Arena *a, const Binding *b);

/* Print the bindings, one `name = text` a line (--show-bindings). */
void env_print(FILE *out, const Env *e);

#endif
