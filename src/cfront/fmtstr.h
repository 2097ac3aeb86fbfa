/* fmtstr.h - printf-style format strings, cut into fragments.
 *
 * Owns: the fragments of a string literal as the format matching of
 * semantic patches sees them, and the list of format metavariables a
 * SmPL string names.  A C string is a sequence of text runs and
 * conversion directives (`%d`, `%-08.3lx`; `%%` is text).  A SmPL
 * string may also hold `...` (any fragments) and `%@f@` (a format
 * metavariable: one directive, or for a format list any run of
 * fragments).  Two fragments are compared whole: "...two %d" does not
 * match "one two %d", whose text run is "one two ".
 * The SmPL lexer attaches a FmtMetas to a TK_STRING token that names
 * format metavariables or holds `...` (Token.aux); the matcher and the
 * printer of added code read it.  Memory: fragments live in the arena
 * the caller passes.  Include from smpl, match and pretty.
 */
#ifndef LADYBUG_FMTSTR_H
#define LADYBUG_FMTSTR_H

#include <stddef.h>
#include <stdint.h>
#include "base/arena.h"
#include "cfront/meta.h"

typedef enum FmtFragKind {
	FF_TEXT = 1,   /* a run of text (escapes and `%%` included) */
	FF_DIR,        /* a conversion directive, `%` included */
	FF_DOTS,       /* SmPL only: `...` */
	FF_META        /* SmPL only: `%@name@` */
} FmtFragKind;

typedef struct FmtFrag {
	uint8_t kind;
	uint32_t start, end;   /* byte range in the text given to fmt_split */
	const Meta *meta;      /* FF_META: the metavariable, NULL if unknown */
} FmtFrag;

/* The format metavariables a SmPL string names, in order (a TK_STRING's
 * aux in a semantic patch, NULL when the string is matched as text). */
typedef struct FmtMetas {
	uint32_t n;
	const Meta **v;
} FmtMetas;

/* Cut the string literal S (LEN bytes, prefix and quotes included) into
 * fragments, allocated in A; *N gets their count.  With METAS (a SmPL
 * string), `...` and `%@name@` are recognised, names being looked up in
 * METAS.  Offsets are into S. */
FmtFrag *fmt_split(Arena *a, const char *s, size_t len, const FmtMetas *metas, uint32_t *n);

/* The length of the `%@name@` at S (up to END), or 0; *NAME and *NLEN
 * get the name. */
size_t fmt_meta_ref(const char *s, const char *end, const char **name, size_t *nlen);

/* Does the SmPL string S (LEN bytes) need fragment matching: does it
 * hold a `%@name@`, or `...` in a format string (one with a conversion
 * such as `%d'; elsewhere `...' is three dots)? */
int fmt_is_pattern(const char *s, size_t len);

#endif
