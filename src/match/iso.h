/* iso.h - isomorphisms: matching a pattern modulo the rules of an iso file.
 *
 * Owns: loading the isomorphism files of a run (the default standard.iso
 * of $(pkgdatadir), or LADYBUG_DATADIR, or --iso-file; plus the files a
 * semantic patch names with `using "f.iso"`), choosing the isomorphisms
 * that apply to a rule (`disable NAME` in its header, --disable-iso,
 * `using` in its header), and the matcher's fallback that tries them.
 *
 * An isomorphism rule is a list of forms, `F0 => F1 <=> F2 ...`: a
 * pattern written as Fi also matches code of the form Fj when every
 * arrow from i to j allows it (all arrows forwards, `<=>` backwards).
 * Matching modulo a rule: the pattern node P is compared with form Fi
 * (pattern against pattern; the iso's metavariables bind sub-patterns of
 * P); then form Fj, with its metavariables standing for those
 * sub-patterns, is matched against the C node.  The sub-patterns match
 * with the ordinary matcher (so isomorphisms apply inside them too), and
 * P's whole token range stands for the whole C node, so a removed
 * pattern removes the code's own shape and code added next to P's tokens
 * lands next to that code.  Tokens of P that only some sub-pattern
 * carries (a removed operand in kept code) are transformed through
 * that sub-pattern.
 *
 * As in spatch: a `pure` iso metavariable stands only for a metavariable
 * the rule names once and not in added code; the code a form spells out
 * must be kept unless the whole pattern node is removed; a statement an
 * isomorphism moves must be kept unchanged or replaced.  Some forms chain
 * at one node the way spatch's expansion chains them (the `x == NULL` a
 * form produces also matches `NULL == x` through commeq; `!(x == NULL)`
 * from neg_if matches `x != NULL`, `NULL != x` and, in a condition, `x`).
 * Forms whose metavariables are typed by an iso type metavariable
 * (fld_to_ptr, sizeof_type_expr, mkinit) ask the engine, through
 * MatchCtx.type_is, whether code has the type the pattern gave.
 *
 * Include from the engine (loading, per-rule choice) and from match.c
 * (the fallback).
 */
#ifndef LADYBUG_ISO_H
#define LADYBUG_ISO_H

#include <stdio.h>

#include "match/match.h"
#include "base/options.h"
#include "smpl/smpl.h"

typedef struct IsoSet IsoSet;
typedef struct IsoEntry IsoEntry;

/* The isomorphisms that apply to one rule (MatchCtx.isos). */
typedef struct IsoActive {
	const IsoEntry **v;
	uint32_t n;
	int limit;              /* --iso-limit: nesting bound (-1: none) */
	unsigned long *used;    /* per entry of the set: times used (--track-iso) */
	unsigned covered;       /* ISO_* groups of the matcher that these entries replace */
	struct IsoKeys *plain;  /* pattern nodes no entry's form fits (iso.c's cache) */
	uint64_t roots[(N_KIND_COUNT + 63) / 64]; /* kinds of the forms that lead
						     somewhere (a pattern node of another
						     kind has no isomorphism) */
	int meta_roots;         /* some such form is a bare metavariable: 1 in a test
				   class only (applies to conditions), 2 in another */
	int roots_done;         /* roots and meta_roots computed */
} IsoActive;

/* The default isomorphism file: $LADYBUG_DATADIR/standard.iso, else
 * $(pkgdatadir)/standard.iso, else macros/standard.iso beside the
 * build tree's src/spatch.  A static buffer. */
const char *iso_default_path(void);

/* Load the isomorphisms of a run of SP: O's --iso-file or the default
 * file, and each file SP names with `using` (in its prelude or in a rule
 * header; a relative name is looked up beside SP's file, then in the
 * current directory, then beside the default file).  On error print
 * `FILE:LINE:COL: error: ...` and return NULL.  A missing default file
 * is no error: the run then has no file-driven isomorphisms. */
IsoSet *iso_load(const Options *o, const SmplFile *sp);
void iso_free(IsoSet *s);

/* The isomorphisms for rule R (R's `using` files and the global ones,
 * less those R's `disable` or O's --disable-iso names).  Cached in S;
 * valid until iso_free. */
const IsoActive *iso_for_rule(IsoSet *s, const Rule *R, const Options *o);

/* --track-iso: print to OUT, for each isomorphism that made a match,
 * `iso: NAME used N times`. */
void iso_report(const IsoSet *s, FILE *out);

/* --track-iso: the size of pattern P (in PTA) in nodes, into *NODES,
 * and the number of other forms that the isomorphisms of A offer for
 * its nodes (what an expansion of P into disjunctions would add; bare
 * metavariable forms such as `X => X != 0`, which apply to any
 * condition, not counted), into *ALTS. */
void iso_measure(const IsoActive *a, const TokenArray *pta, const Node *p, uint32_t *nodes,
		 uint32_t *alts);

/* The matcher's fallback: append to OUT every extension of E under
 * which pattern P matches C through one of M->isos.  Does nothing when
 * M->isos is NULL or the nesting limit is reached. */
void iso_match(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* May statement pattern S (in PTA) stand for a statement that an
 * isomorphism moves (braces around it, a branch of a negated if)?  As
 * spatch: when it is kept with no code added to it, or removed and
 * replaced by added code. */
int iso_stmt_movable(const TokenArray *pta, const Node *s);

/* Does isomorphism NAME apply in M's rule (from the iso file, or the
 * matcher's own and not disabled)?  `return ...;` stands for the
 * implicit return at a function's end only through `ret`. */
int iso_enabled(const MatchCtx *m, const char *name);

/* Is the --iso-limit nesting bound reached for M? */
static inline int iso_limit_reached(const MatchCtx *m)
{
	return m->isos && m->isos->limit >= 0 && m->iso_depth >= m->isos->limit;
}

/* Is NAME the name of an isomorphism of the file-driven set S (for
 * checking `disable` names)? */
int iso_known(const IsoSet *s, const char *name);

#endif
