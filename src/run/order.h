/* order.h - environments compared, keyed and ordered as spatch does.
 *
 * Owns: how values compare when spatch sorts environments (positions by
 * file, element and place; names by spelling; expressions by the kind
 * of term, then their parts), environments sorted by their values of
 * some variables (the order in which a rule takes its seeds and a script
 * sees its environments), a text key per environment for finding
 * repeats, and where a position binding is (file, line, column, the
 * toplevel element around it) as scripts see it.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_ORDER_H
#define LADYBUG_ORDER_H

#include "run/run.h"
#include "script/scriptval.h"

/* The tokens of [F, L] of TA joined by single spaces (as scripts see
 * code), in A. */
const char *spaced_text(Arena *a, const TokenArray *ta, uint32_t f, uint32_t l);

/* Where position binding B is, for a script (its element named from the
 * current version chain of R). */
void pos_loc(Run *r, const Binding *b, ScriptLoc *l);

/* X against Y in spatch's order of values; NULL first. */
int value_cmp(Run *r, const Binding *x, const Binding *y);

/* Sort ENVS (stably) by their values of VARS[0..N), compared in turn. */
void order_envs(Run *r, const Ident *const *vars, size_t n, EnvList *envs);

/* A text that is the same for two environments exactly when they bind
 * VARS[0..N) to the same values. */
const char *env_key(Run *r, const Env *e, const Ident *const *vars, size_t n);

/* A set of keys (open addressing); keyset_add returns 1 when KEY was
 * already in.  Zeroed: empty; free its v with xfree. */
typedef struct KeySet {
	const char **v;
	size_t cap, n;
} KeySet;
int keyset_add(KeySet *ks, const char *key);

#endif
