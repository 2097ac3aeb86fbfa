/* smpl.h - the SmPL front end: semantic patches and isomorphism files.
 *
 * Owns: reading a .cocci file (or the text of `--sp`) or an isomorphism
 * file into a SmplFile (smpl/spfile.h, included here: the data it gives
 * out): its prelude (virtual names, included files, #spatch options),
 * and its rules, each with its header (name, dependencies, quantifier,
 * isos), its metavariables (Meta records of meta.h with an SmplMeta in
 * Meta.ext), its script text or its body tokens split into a minus view
 * and a plus view, and the anchors of its added code.  Also the
 * `--parse-cocci` mode.  The module on top of src/smpl (see its README).
 *
 * The outer structure (headers, declarations) is the flex/bison grammar
 * grammar/smpl.l and grammar/smpl.y; the body is lexed by smpl_body.c.
 * Include this header from the driver, the isomorphism stage, the
 * matcher and the transformation stage; modules inside src/smpl include
 * the lower headers they need instead.
 */
#ifndef LADYBUG_SMPL_H
#define LADYBUG_SMPL_H

#include <stddef.h>

#include "base/options.h"
#include "base/source.h"
#include "smpl/spfile.h"

/* Parse the .cocci file PATH.  On success return the file; on error print
 * `FILE:LINE:COL: error: ...` (diag.h) for the first problem and return
 * NULL.  `#include "x.cocci"` reads x.cocci (beside the including file,
 * else from the current directory) in place: its virtual names and
 * rules come before the including file's own. */
SmplFile *smpl_parse_file(const char *path);
/* Same for a semantic patch given as text; NAME is used in messages.
 * Text without `@@` is spatch's `--sp` form: code to match, in which
 * every name starting with a capital letter is a metavariable. */
SmplFile *smpl_parse_string(const char *name, const char *text, size_t len);
/* Parse an isomorphism file (standard.iso's format). */
SmplFile *smpl_parse_iso(const char *path);
/* Same, from a Source the caller gives up (freed with the file). */
SmplFile *smpl_parse_source(Source *src, int is_iso);
void smpl_file_free(SmplFile *f);

/* Context mode (Rule.sp_context, set when a file is parsed): some rule
 * of F (its included files' too) stars lines and none removes or adds
 * any, counting only the rules INACTIVE does not mark (NULL: all), e.g.
 * leaving out those whose virtual names are not set: with `-D report',
 * a kernel script's `depends on patch' rules do not make it a patch. */
void smpl_context_mode(SmplFile *f, const uint8_t *inactive);
/* spatch refuses a semantic patch some rules of which star lines while
 * others remove or add (of the rules INACTIVE does not mark): say so at
 * the first line of the kind the earlier rules lack; -1 if so, else 0. */
int smpl_check_modes(const SmplFile *f, const uint8_t *inactive);

/* The rule named NAME, or NULL. */
Rule *smpl_find_rule(const SmplFile *f, const Ident *name);
/* The metavariable of rule R named NAME (as used in its code), or NULL. */
Meta *smpl_rule_meta(const Rule *r, const Ident *name);

/* Check the -D options against F: `-D name` must name a `virtual` rule
 * of F (`-D name=value` sets a virtual identifier and is not checked).
 * Returns 0, or -1 after `spatch: error: ...`. */
int smpl_check_defines(const SmplFile *f, const StrList *defines);

/* spatch --parse-cocci FILE: print the normalized file, exit status 0;
 * a malformed file gets its error message and status 255. */
int smpl_parse_cocci_run(const Options *o);

#endif
