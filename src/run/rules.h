/* rules.h - rules in order: dependencies and inherited environments.
 *
 * Owns: whether a rule's `depends on` holds (in the file, for one of its
 * seeds, or could hold at all with the virtual names of -D); which
 * metavariables a rule takes from earlier rules and the environments it
 * starts from (its seeds: one per distinct combination of those values,
 * a place being one value unless the rule takes them all at once,
 * earlier rules' environments joined only where they agree on a value of
 * common origin, places and values named only in a constraint included);
 * the refusal of a position inherited over a rule that changes code; and
 * keeping a match's bindings for the later rules.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_RULES_H
#define LADYBUG_RULES_H

#include "run/run.h"

/* Does dependency D hold in the current file (rule names: the rule
 * matched; virtual names: given with -D)?  NULL holds. */
int dep_true(Run *r, const Dep *d);

/* Could dependency D hold in some file?  NEVER: per rule, that rule can
 * never run.  0 (never), 1 (always) or 3 (depends on the file). */
int dep_possible(Run *r, const Dep *d, const uint8_t *never);

/* dep_true for one of R's seeds: a rule name holds when that rule
 * matched in an environment that agrees with SEED on the values they
 * both inherit from one rule. */
/* SEED with each of its position sets (places that project_rule merged)
 * narrowed to those for which R's dependency D holds, as spatch decides
 * `depends on' for each inherited environment; NULL when none is left. */
const Env *dep_narrow(Run *r, const Rule *R, const Dep *d, const Env *seed);
int dep_true_for(Run *r, const Rule *R, const Dep *d, const Env *seed);

/* Must R's dependency D be decided seed by seed (R inherits values that a
 * rule D names shares)? */
int dep_per_seed(Run *r, const Rule *R, const Dep *d);

/* Does dependency D use `never'? */
int dep_has_never(const Dep *d, int depth);

/* Does type TEXT (normalized: `struct foo *`) name NAME as a word (a
 * tag a metavariable gives: `struct s *p;')? */
int type_text_names(const char *text, const Ident *name);

/* Does rule R use its metavariable M (in its code, or through another
 * of its metavariables: a constraint, type, list length or seed)? */
int meta_used(const Rule *R, const Meta *m);

/* The rule that declares metavariable M (NULL if none). */
const Rule *meta_owner(const Run *r, const Meta *m);

/* Does rule R declare M? */
int own_meta(const Rule *R, const Meta *m);

/* The name under which a constraint's `q.x` (a metavariable of rule Q
 * that R does not declare) is bound in R's environments. */
const Ident *qualified_name(const Rule *q, const Meta *m);

/* A value rule R takes from an earlier rule Q: the name it has in R and
 * the name it had in Q. */
typedef struct Inherit {
	const Rule *q;
	const Ident *local, *src;
	int weak;               /* only named in a constraint: may have no value */
	int cons;               /* only named in a constraint */
} Inherit;
typedef VEC(Inherit) InheritVec;

/* The values R inherits (its used `q.x` metavariables and the `q.x` its
 * constraints name), appended to OUT.  0 when one comes from no rule. */
int inherited_of(Run *r, const Rule *R, InheritVec *out);

/* Replace SEEDS by every seed joined with every environment of PROJ
 * (those that disagree are dropped; with OUTER, a seed that agrees with
 * none stays as it is); in arena A. */
void seeds_times(Arena *a, EnvList *seeds, const EnvList *proj, int outer);

/* The distinct combinations of the values that the environments of rule
 * Q (its state QS) give to the items IN[0..N) (all from Q), appended to
 * OUT; with MERGE, environments that differ only in positions make one,
 * whose positions are sets. */
void project_rule(Run *r, const RuleState *qs, const Inherit *in, size_t n, int merge,
		  EnvList *out);

/* For items IN[0..N) from several earlier rules: append to EXTRA one item
 * (weak = 2) per value whose origin two of those rules (or the rules they
 * inherit from) share, bound under the origin's name, so that seeds
 * combine only environments that agree on it (POSITIONS: positions count
 * too).  drop_origin_keys removes those bindings afterwards. */
void shared_origins(Run *r, const Inherit *in, size_t n, int positions, InheritVec *extra);
/* The name under which the value of NAME in rule RULE was bound first:
 * `o.x` for the rule o that binds x itself, following inheritance. */
const Ident *origin_key(Run *r, const Ident *rule, const Ident *name);

/* SEEDS without the bindings named in EXTRA; seeds then the same make
 * one (with MERGE, also those the same but for positions, whose
 * positions become sets). */
void drop_origin_keys(Arena *a, EnvList *seeds, const InheritVec *extra, int merge);

/* The environments rule R starts from, in the order spatch takes them.
 * 0 when an inherited value has none (the rule does not run). */
int seeds_of(Run *r, const Rule *R, EnvList *seeds);

/* Report each position inherited over a rule that changes code (as
 * spatch refuses it), counting only rules that can run (NEVER).
 * Returns whether there was one. */
int positions_over_changes(Run *r, const uint8_t *never);

/* E copied into arena FA, for the later rules of the file. */
const Env *export_env(Arena *fa, const Env *e);

#endif
