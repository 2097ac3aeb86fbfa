/* iso.h - isomorphisms: matching a pattern modulo the rules of an iso file.
 *
 * Owns: the matcher's fallback that tries the isomorphisms of a rule
 * (loaded and chosen by smpl/isofile.h), and --track-iso's measure of a
 * pattern.
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
 * Entries apply in the order of their file: a form whose own shape
 * spells out a sub-pattern of P that an earlier entry expands does not
 * match P (the earlier entry made that sub-pattern a choice of forms).
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
 * The core matcher (match.c) does not include this header: it reaches
 * iso_match through MatchCtx.iso_fallback, which match_init sets.
 * Include from the driver (match_init, iso_measure) and the CTL glue
 * (iso_enabled).
 */
#ifndef LADYBUG_ISO_H
#define LADYBUG_ISO_H

#include "match/match.h"
#include "smpl/isofile.h"

/* --track-iso: the size of pattern P (in PTA) in nodes, into *NODES,
 * and the number of other forms that the isomorphisms of A offer for
 * its nodes (what an expansion of P into disjunctions would add; bare
 * metavariable forms such as `X => X != 0`, which apply to any
 * condition, not counted), into *ALTS. */
void iso_measure(const IsoActive *a, const TokenArray *pta, const Node *p, uint32_t *nodes,
		 uint32_t *alts);

/* Clear M for the whole matcher (match_core_init) with the fallback
 * that tries the isomorphisms the caller puts in M->isos
 * (MatchCtx.iso_fallback).  The caller then sets the hooks. */
void match_init(MatchCtx *m, Arena *a, const TokenArray *pta, const TokenArray *cta);

/* Does isomorphism NAME apply in M's rule (from the iso file, or the
 * matcher's own and not disabled)?  `return ...;` stands for the
 * implicit return at a function's end only through `ret`. */
int iso_enabled(const MatchCtx *m, const char *name);

/* May an isomorphism's `pure' metavariable stand for pattern node P
 * (in PTA)?  When P is a metavariable that the rule names once on any
 * path through its disjunctions (a use in another branch does not
 * count) and never in added code. */
int iso_pure_meta(const TokenArray *pta, const Node *p);

#endif
