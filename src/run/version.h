/* version.h - one version of a file's text, lexed and parsed.
 *
 * Owns: a Version (the text, its tokens after the macro heuristics, its
 * tree with the bodies of its #defines parsed, the declarations it makes
 * and, when a rule asks, its control-flow graphs and the types its
 * headers declare), and the chain of versions a run makes of one file
 * (each rule that changes the text makes the next).
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_VERSION_H
#define LADYBUG_VERSION_H

#include "base/arena.h"
#include "base/options.h"
#include "base/source.h"
#include "base/vec.h"
#include "cfront/ast.h"
#include "cfront/cmacro.h"
#include "cfront/ctoken.h"
#include "cfront/ctypes.h"
#include "flow/cfg.h"

typedef VEC(const Node *) NodeVec;

typedef struct Version {
	Source *src;
	TokenArray ta;
	Node *unit;
	Arena arena;        /* the parse tree */
	CfgSet cfgs;        /* control-flow graphs, built when a rule needs them */
	int has_cfgs;
	CfgSet define_cfgs; /* those of #define bodies (cfg_build_defines), the same */
	int has_define_cfgs;
	CTypes *types;      /* declarations (the file's own; the included headers' are
			       added when a typed metavariable needs them) */
	int has_headers;    /* the headers' declarations are in types */
	struct Version *prev;
	/* found on the first rule that needs them (find.c) */
	NodeVec blocks, lone;
	int have_blocks, have_lone;
	/* per token, the same token of prev (kept by the rule that made this
	 * version), or -1 for added code; found on first use */
	int32_t *back;
} Version;

/* TEXT (LEN bytes, copied) of the file PATH, lexed with the macros of MT
 * and parsed. */
Version *version_new(const char *path, const char *text, size_t len, const MacroTable *mt);

/* Free V and the versions before it. */
void version_free_all(Version *v);

/* Token I of V as it stood in the first version of the file (the text
 * the run read), through the versions before V: its index there, or -1
 * when a rule added it.  Kept code is found by aligning each version's
 * tokens with those of the one before it, by spelling. */
long version_orig_token(const Version *v, uint32_t i, const Version **first);

/* V's control-flow graphs, built on first use. */
CfgSet *version_cfgs(Version *v);
/* The graphs of V's #define bodies that are statements or functions. */
CfgSet *version_define_cfgs(Version *v);

/* V's declarations, with those of the headers it includes (found as O
 * says, lexed with MT) added on first use. */
CTypes *version_types(Version *v, const Options *o, const MacroTable *mt);

#endif
