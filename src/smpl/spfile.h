/* spfile.h - a semantic patch as data: what the SmPL front end gives out.
 *
 * Owns: the SmplFile of a .cocci or isomorphism file and everything in
 * it: rules with their headers (dependencies, quantifiers, isos), their
 * metavariables (the SmplMeta of Meta.ext: kinds, types, list lengths,
 * constraints, seeds), script bindings, and the bodies of pattern rules
 * (token array, minus and plus views and their trees, anchors of added
 * code, iso forms).  Types only, no functions but inline accessors.
 * The lowest module of src/smpl: every module of the front end includes
 * it, and so does everyone that reads a parsed semantic patch (through
 * smpl/smpl.h).  Everything reachable from a SmplFile lives in its arena
 * and is read-only once smpl_parse_* has returned it.
 */
#ifndef LADYBUG_SPFILE_H
#define LADYBUG_SPFILE_H

#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/ctoken.h"
#include "cfront/meta.h"
#include "base/source.h"

/* ---- Rule headers ---------------------------------------------------- */

/* A `depends on` expression. */
typedef enum DepKind {
	DEP_NAME = 1,   /* a rule or virtual name: name */
	DEP_NOT,        /* ! l */
	DEP_AND,        /* l && r */
	DEP_OR,         /* l || r */
	DEP_EVER,       /* ever name */
	DEP_NEVER,      /* never name */
	DEP_FILE_IN,    /* file in "path": name holds the string with its quotes */
} DepKind;

typedef struct Dep Dep;
struct Dep {
	DepKind kind;
	const Ident *name;
	Dep *l, *r;
	uint32_t off;           /* where it was written, for messages */
};

typedef enum RuleKind {
	RK_CODE = 1,            /* an ordinary rule: metavariables and pattern code */
	RK_SCRIPT,              /* @script:LANG ...@ */
	RK_INITIALIZE,          /* @initialize:LANG@ */
	RK_FINALIZE,            /* @finalize:LANG@ */
	RK_ISO,                 /* a rule of an isomorphism file */
} RuleKind;

enum { Q_NONE = 0, Q_EXISTS, Q_FORALL };            /* Rule.quantifier */
enum { PK_NONE = 0, PK_EXPRESSION, PK_IDENTIFIER, PK_TYPE }; /* Rule.pattern_kind */

/* A string list in a header (`disable a, b`, `using "f.iso"`). */
typedef struct NameList {
	const Ident **v;
	uint32_t n;
} NameList;

/* One binding of a script rule: `local << rule.var [= default];`, or a
 * bare `local;` that the script itself sets (rule == NULL). */
typedef struct ScriptBinding {
	const Ident *local;
	const Ident *rule;      /* NULL for a script-made metavariable */
	const Ident *var;
	const char *dflt;       /* default text (`"..."`, `[]`), or NULL */
	uint32_t off;
} ScriptBinding;

/* ---- Metavariables --------------------------------------------------- */

/* SmplMeta.flags */
enum {
	SM_LOCAL = 1 << 0,      /* local idexpression, local function */
	SM_GLOBAL = 1 << 1,     /* global idexpression */
	SM_ANY = 1 << 2,        /* position any */
	SM_PURE = 1 << 3,       /* iso files: pure */
	SM_CONTEXT = 1 << 4,    /* iso files: context */
	SM_NAME_ONLY = 1 << 5,  /* declarer/iterator/attribute name, typedef, symbol:
				   declares how a plain name parses, binds nothing */
	SM_INHERITED = 1 << 6,  /* r.x: bound by an earlier rule */
	SM_VIRTUAL = 1 << 7,    /* virtual.x: set with -D x=value */
	SM_IMPLICIT = 1 << 8,   /* a list length named in list[n] */
	SM_USED_MINUS = 1 << 9, /* occurs in minus or context code */
	SM_USED_PLUS = 1 << 10, /* occurs in plus code */
	SM_EXTENDED = 1 << 11,  /* brought in by the header's `extends r`, not declared */
};

/* A metavariable value in a constraint: one written item, kept as text
 * with blanks normalized; for an item naming a metavariable (`r.p`, `E`)
 * ref points to that Meta. */
typedef struct SmplValue {
	const char *text;
	Meta *ref;
} SmplValue;

typedef enum ConstrKind {
	CK_EQ = 1,              /* = v  or = {v, ...} */
	CK_NE,                  /* != v or != {v, ...} */
	CK_REGEX,               /* =~ "re" */
	CK_NOT_REGEX,           /* !~ "re" */
	CK_SUBTERM,             /* <= r.E: a subterm of another binding */
	CK_SCRIPT,              /* : script:LANG(args) { code } */
} ConstrKind;

typedef struct Constraint Constraint;
struct Constraint {
	ConstrKind kind;
	int is_set;             /* written with braces */
	SmplValue *vals;        /* CK_EQ/NE/SUBTERM values; the regexp (with quotes) */
	uint32_t nvals;
	const char *lang;       /* CK_SCRIPT: "python" or "ocaml" */
	const char *code;       /* CK_SCRIPT: the code between the braces */
	int or_next;            /* joined to next by || (else by &&) */
	Constraint *next;
};

/* A list length: list[2], list[n], list[r.n], list[n = {1 ... 3}]. */
typedef struct SmplLen {
	int kind;               /* 0 none, 1 number, 2 metavariable */
	long num;
	Meta *meta;
	const char *range;      /* text of `{a ... b}` or NULL */
} SmplLen;

/* A part of a fresh identifier's seed: a string or a metavariable. */
typedef struct SmplSeed {
	const char *text;       /* string with quotes, or the metavariable's name */
	Meta *meta;             /* NULL for a string */
} SmplSeed;

/* The front end's details of a Meta (Meta.ext). */
typedef struct SmplMeta {
	uint32_t flags;         /* SM_* */
	uint32_t off;           /* where the name is declared */
	const char **types;     /* typed expressions: the possible types, normalized
				   (`struct foo *`, `T`, `int`); "*" for `expression *E` */
	uint32_t ntypes;
	Meta **type_metas;      /* for each type, the type metavariable it names, or NULL */
	SmplLen len;            /* list kinds */
	Constraint *constraints;
	SmplSeed *seed;         /* fresh identifier seed parts */
	uint32_t nseed;
	const char *seed_lang, *seed_code; /* fresh identifier = script:LANG(...) {code} */
	const Ident **seed_args;
	uint32_t nseed_args;
	Meta *origin;           /* inherited: the Meta in the earlier rule */
	const char *kind_text;  /* the kind as written, normalized ("local idexpression") */
} SmplMeta;

static inline SmplMeta *smpl_meta(const Meta *m)
{
	return (SmplMeta *)m->ext;
}

/* ---- Bodies ---------------------------------------------------------- */

/* A run of added tokens (consecutive TF_PLUS tokens, [first, last] in
 * Rule.toks) and the minus/context token it is attached to.  Added code
 * goes AFTER the anchor when after is 1 (the usual case), BEFORE it when
 * the run starts the rule. */
typedef struct PlusFrag {
	uint32_t first, last;
	uint32_t anchor;
	int after;
} PlusFrag;

/* An isomorphism rule's forms: token ranges of Rule.toks, form[0] the
 * pattern side, the rest what it also matches; equiv[i] tells whether the
 * arrow before form i was `<=>` (1) or `=>` (0). */
typedef struct IsoForms {
	uint32_t *first, *last;
	int *equiv;
	Node **nodes;           /* each form parsed (as its section says) */
	uint32_t n;
} IsoForms;

typedef struct Rule Rule;
struct Rule {
	uint32_t index;         /* position in the file, from 0 */
	Source *src;            /* the file it was written in (an included one?) */
	RuleKind kind;
	uint32_t off;           /* the header's `@` */
	const Ident *name;      /* NULL for an anonymous rule */
	const char *lang;       /* scripts: "python", "ocaml" */
	Dep *depends;           /* NULL: none */
	int dep_quantifier;     /* depends on exists/forall */
	const Ident *extends;
	int quantifier;         /* Q_* */
	int sp_context;         /* the semantic patch is in context mode: some
				   rule stars lines, none removes or adds */
	int pattern_kind;       /* PK_* */
	NameList disable, using;
	const Ident *iso_section; /* iso rules: "Expression", "Statement", ... */

	Meta **metas;           /* declared and implicit metavariables, in order */
	uint32_t nmetas;
	ScriptBinding *bindings;/* script rules */
	uint32_t nbindings;

	uint32_t body_start, body_end; /* byte range of the body (after `@@`) */
	const char *script;     /* script rules: the body text */

	/* Pattern rules.  toks holds every body token (ending with TK_EOF);
	 * the two views are copies of it in which the other side's tokens
	 * are TF_HIDDEN (and so are the delimiters of disjunctions a view
	 * leaves with one branch or none, and its empty branches), so token
	 * indexes are the same in all three and Node.first/last of both
	 * trees index toks.  minus is cparse_pattern's tree of minus_view
	 * (context, `-` and `*` code), plus that of plus_view (context and
	 * `+` code); NULL when the view has no token (an empty body; no
	 * added code).  A body that is no statement sequence is parsed as
	 * an expression, then as a type, unless the header says which. */
	TokenArray toks, minus_view, plus_view;
	int has_minus, has_plus, has_star;
	Node *minus, *plus;
	PlusFrag *frags;
	uint32_t nfrags;
	IsoForms iso;
};

/* A whole semantic patch or isomorphism file. */
typedef struct SmplFile {
	Source *src;
	Arena arena;
	int is_iso;
	Rule **rules;
	uint32_t nrules;
	NameList virtuals;      /* virtual a, b */
	NameList includes;      /* #include "x.cocci" (strings with quotes) */
	NameList usings;        /* using "f.iso" in the prelude */
	NameList spatch_opts;   /* text of each #spatch line after the word */
	struct SmplFile **included; /* files read for #include, owned; their
				       rules come first in rules[] */
	uint32_t nincluded;
} SmplFile;

/* The quantifier of a rule's dots: as its header says, else exists for a
 * rule of `*` lines and for every rule of a semantic patch in context mode
 * (spatch 1.1.1: a rule of context code only that a starring rule depends
 * on holds where some path matches), forall for the others. */
static inline int smpl_quantifier(const Rule *r)
{
	return r->quantifier ? r->quantifier : r->has_star || r->sp_context ? Q_EXISTS : Q_FORALL;
}

#endif
