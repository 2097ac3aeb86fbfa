/* cinclude.h - the headers a C file includes, read for their types.
 *
 * Owns: finding the headers named by a file's #include lines (as
 * spatch does: by default `#include "h"` in the file's own folder;
 * with --all-includes also `<h>` and the -I folders; with
 * --recursive-includes the headers' own includes too; --include
 * files always, first), and a per-run cache that lexes, parses and
 * tabulates each header once (ctypes_build), however many files
 * include it.  The engine adds the tables to a file's CTypes.
 * Include from the run driver (src/run/engine.c).
 */
#ifndef LADYBUG_CINCLUDE_H
#define LADYBUG_CINCLUDE_H

#include "cfront/cmacro.h"
#include "cfront/ctoken.h"
#include "cfront/ctypes.h"
#include "base/options.h"

/* Add to T (the table of the file PATH, tokens TA) the declarations of
 * the headers O says to read for it, each parsed once per run (with
 * the macro table MT). */
void cinclude_add_types(CTypes *t, const Options *o, const MacroTable *mt, const char *path,
			const TokenArray *ta);

/* Append to OUT (heap strings) the headers that cinclude_add_types
 * reads for the file PATH through its #include lines (the --include
 * files not), in the order of those lines, each once, and none that
 * OUT already holds: spatch processes them as files of the run when
 * the semantic patch needs types. */
void cinclude_headers_of(const Options *o, const char *path, StrList *out);

/* Append to OUT (heap strings, none that OUT already holds) the headers
 * of PATH's own folder that an #include line of PATH names by their
 * last component without reading them (`#include <linux/mmc/host.h>'
 * beside a host.h, which no -I folder resolves): under --dir, spatch
 * takes such a header as read for the first file that names it, so a
 * later file's `#include "host.h"' no longer makes it a file of the
 * run. */
void cinclude_shadowed_of(const Options *o, const char *path, StrList *out);

/* Which toplevel items of UNIT (tokens TA) are under a conditional:
 * OUT[i] (UNIT->n bytes) is 1 when kid i lies between an #if, #ifdef
 * or #ifndef and its #endif and the outermost such conditional is not
 * an include guard, else 0.  An include guard is `#ifndef X' followed
 * directly by `#define X' (anywhere in the file): what it encloses
 * counts as unconditional, nested conditionals included, as in spatch
 * (where code added next to `#include <linux/...>' goes). */
void cinclude_conditional(const Node *unit, const TokenArray *ta, uint8_t *out);

/* Drop the cache of parsed headers (at the end of a run). */
void cinclude_free(void);

#endif
