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

/* Drop the cache of parsed headers (at the end of a run). */
void cinclude_free(void);

#endif
