/* isofile.h - isomorphism files: loading them, choosing those of a rule.
 *
 * Owns: loading the isomorphism files of a run (the default standard.iso
 * of $(pkgdatadir), or LADYBUG_DATADIR, or --iso-file; plus the files a
 * semantic patch names with `using "f.iso"`) through the SmPL parser
 * into a set of entries, one per isomorphism rule; choosing the entries
 * that apply to a rule (`disable NAME` in its header, --disable-iso,
 * `using` in its header); the names of isomorphisms that `disable`
 * accepts, and which group of the matcher's own isomorphisms each names
 * (the ISO_* bits).
 *
 * An isomorphism rule is a list of forms, `F0 => F1 <=> F2 ...`: a
 * pattern written as Fi also matches code of the form Fj when every
 * arrow from i to j allows it (all arrows forwards, `<=>` backwards);
 * IsoEntry.reach holds the answer for each pair.  Matching modulo the
 * entries is the matcher's (match/iso.h), which reads the entries and
 * keeps its caches in IsoActive.
 *
 * Include from the driver (loading, per-rule choice) and the matcher.
 */
#ifndef LADYBUG_ISOFILE_H
#define LADYBUG_ISOFILE_H

#include <stdio.h>

#include "base/options.h"
#include "smpl/smpl.h"

/* Groups of isomorphisms that the matcher implements itself
 * (MatchCtx.iso_off: the groups turned off). */
enum {
	ISO_PAREN = 1 << 0,     /* paren */
	ISO_CAST = 1 << 1,      /* drop_cast */
	ISO_ZERO = 1 << 2,      /* is_zero, is_null, not_ptr1 */
	ISO_NONZERO = 1 << 3,   /* isnt_zero, isnt_null1 */
	ISO_COMM = 1 << 4,      /* commeq, commneq, plus_comm, mult_comm, bitand/or_comm */
	ISO_DECLINIT = 1 << 5,  /* decl_init */
	ISO_BRACES = 1 << 6,    /* braces4: `{ S }' for S */
	ISO_RET = 1 << 7,       /* ret */
	ISO_STORAGE = 1 << 8,   /* optional_storage */
	ISO_QUAL = 1 << 9,      /* optional_qualifier */
	ISO_ATTR = 1 << 10,     /* optional_attributes */
	ISO_PROTO = 1 << 11,    /* prototypes (the engine: a changed function header
				   changes the function's prototypes too) */
	ISO_BRACES_DOTS = 1 << 12, /* braces0-3: a block with `...' for a
				      statement without braces */
};

/* The ISO_* bit of an isomorphism's name (0 if the matcher has none). */
unsigned match_iso_bit(const char *name);

/* The section of an iso file an entry is in (IsoEntry.cls). */
enum { ISOC_EXPR = 1, ISOC_TEST, ISOC_TOTEST, ISOC_ARG, ISOC_STMT, ISOC_TYPE, ISOC_DECL,
       ISOC_TOP };

typedef struct IsoSet IsoSet;

/* One isomorphism rule of a file read. */
typedef struct IsoEntry {
	const Ident *name;
	const Rule *rule;         /* the isomorphism rule: its metavariables */
	const TokenArray *ta;     /* the tokens its forms index */
	int cls;                  /* ISOC_* */
	Node **form;              /* the forms, unwrapped to one node each */
	uint32_t nform;
	uint8_t *reach;           /* reach[i * nform + j]: pattern Fi matches code Fj */
	uint32_t index;           /* position in the set */
	uint32_t file;            /* which file of the set */
	int usable;               /* 1: the matcher can apply it */
	int typed;                /* its metavariables' types name a type metavariable
				     (`T E;`): applied through MatchCtx.type_is */
} IsoEntry;

struct IsoKeys;

/* The isomorphisms that apply to one rule (MatchCtx.isos). */
typedef struct IsoActive {
	const IsoEntry **v;
	uint32_t n;
	int limit;              /* --iso-limit: nesting bound (-1: none) */
	unsigned long *used;    /* per entry of the set: times used (--track-iso) */
	unsigned covered;       /* ISO_* groups of the matcher that these entries replace */
	/* the matcher's caches (match/iso.c), filled as it matches */
	struct IsoKeys *plain;  /* pattern nodes no entry's form fits */
	void (*plain_free)(struct IsoKeys *); /* frees plain (set with it) */
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

/* Is NAME the name of an isomorphism of the file-driven set S (for
 * checking `disable` names)? */
int iso_known(const IsoSet *s, const char *name);

#endif
