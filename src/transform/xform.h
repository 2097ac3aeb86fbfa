/* xform.h - the matches of one rule, turned into edits of one version of
 * a file.
 *
 * Owns: the translation of a match (an environment: bindings and the map
 * from pattern tokens to C tokens) into edits of the file's text, and the
 * decisions that come with it: which C tokens a match removes or stars,
 * where the code a `+` fragment adds lands (next to the code its anchor
 * matched, or across `...`), commas of lists, declarations with several
 * declarators, braces around the lone body of an if or loop, prototypes
 * that follow a changed function header, code kept under a removed `if`,
 * and the lines of context (`*`) mode.  The edits go to an EditSet
 * (edit.h), which applies them and reports conflicts.
 *
 * Use: xform_new once the rule has a first match in the version, then
 * xform_seed before the matches of each of the rule's seeds, xform_match
 * for each match, xform_finish once, and xform_text for the new text.
 * Include from the run stage (run/engine.c).
 */
#ifndef LADYBUG_XFORM_H
#define LADYBUG_XFORM_H

#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/ctoken.h"
#include "match/bind.h"
#include "smpl/smpl.h"

/* What the translation needs of the rule whose matches it turns into
 * edits. */
typedef struct XformRule {
	const Rule *rule;          /* its tokens, `+` fragments, flags and name */
	const Node *pattern;       /* its pattern: the minus view parsed as code */
	Source *sp_src;            /* the semantic patch, named in conflict messages */
	int prototypes;            /* mirror header changes on the prototypes */
	Arena *scratch;            /* lives as long as the file: added code's text */
	/* The environment of a nest occurrence, completed with what the
	 * rule's fresh identifiers are under it. */
	const Env *(*complete)(void *ctx, const Env *e);
	void *ctx;
} XformRule;

/* Context mode: the lines that the rules so far starred in one version
 * of a file (each rule's display shows them all).  Zeroed: none. */
typedef struct StarMarks {
	uint8_t *marks;            /* per token of ta */
	const TokenArray *ta;
} StarMarks;

/* A new file version: forget the marks. */
void xform_marks_reset(StarMarks *sm);

typedef struct Xform Xform;

/* The edits of rule XR over the version whose tokens are TA and whose
 * tree is UNIT (XR is copied; TA and UNIT must outlive the Xform). */
Xform *xform_new(const XformRule *xr, const TokenArray *ta, const Node *unit);

/* The matches that follow come from seed number SEED of the rule (code
 * that several matches add with `++` at one place is ordered by seed). */
void xform_seed(Xform *x, uint32_t seed);

/* The edits of match E and of the matches inside it (nest occurrences). */
void xform_match(Xform *x, const Env *e);

/* After the last match: the removals of all matches in runs; in context
 * mode the starred lines join MARKS.  Returns 1 when matches changed the
 * same code in different ways (the edit set has reported the conflict). */
int xform_finish(Xform *x, StarMarks *marks);

/* The new text after xform_finish (NUL-terminated, *LEN bytes, valid
 * until xform_free), or NULL when the matches changed nothing. */
char *xform_text(Xform *x, size_t *len);

void xform_free(Xform *x);

#endif
