/* run.h - what the modules of the run stage share.
 *
 * Owns: the state of one run of a semantic patch over files (Run) and
 * what each rule leaves for the later ones in the current file
 * (RuleState).  The run stage is the driver (engine.c) and the modules
 * that decide for it, one concern each: file versions (version.c),
 * rules, dependencies and inherited environments (rules.c), the order
 * of environments (order.c), metavariable values (metavars.c), where a
 * rule matches (find.c), script rules (scripts.c), which files can match
 * (prefilter.c), rule patterns (patterns.c) and the --check-output re-parse of results (outcheck.c).
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_RUN_H
#define LADYBUG_RUN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/arena.h"
#include "base/options.h"
#include "base/vec.h"
#include "cfront/cmacro.h"
#include "match/bind.h"
#include "match/iso.h"
#include "output/output.h"
#include "run/version.h"
#include "smpl/smpl.h"
#include "transform/xform.h"

typedef struct RuleState {
	int matched;                 /* in the current file */
	int ever;                    /* in an earlier file of the run (see dep_true) */
	VEC(const Env *) envs;       /* bindings exported to later rules */
} RuleState;

struct MadeCode;
struct PosList;

/* A file given in memory rather than on disk (engine_run_memory). */
typedef struct MemInput {
	const char *text;
	size_t len;
	FILE *diff;                  /* where its diff goes (NULL: standard output) */
} MemInput;

typedef struct Run {
	const Options *o;
	SmplFile *sp;
	RuleState *rs;
	MacroTable *macros;          /* the macro file and heuristics */
	IsoSet *isos;                /* the isomorphisms */
	Arena match_arena;           /* per file */
	uint32_t file_gen;           /* counts the match arenas made (per file) */
	int grouped;                 /* the files named on the command line are found */
	StrList group;               /* those files when there are several: one unit */
	const Rule *rule;            /* the rule being matched */
	Node **pat;                  /* per rule: its minus view parsed as code */
	Arena pat_arena;
	const Version *ver;          /* the file version being matched */
	struct R2cMemo *r2c_memo;    /* what the matches of r->rule in r->ver share
					(find_begin), or NULL */
	char *display;               /* context mode: the text the diff shows */
	size_t display_len;
	StarMarks stars;             /* context mode: the lines starred so far */
	int conflict;                /* a rule's matches changed the same code differently */
	unsigned fresh_counter;      /* for fresh identifiers without a seed */
	unsigned fresh_seeded;       /* for fresh identifiers seeded by strings only */
	Output *out;
	VEC(struct MadeCode *) made; /* code made by scripts, for the current file */
	int script_failed;           /* a script failed: its unit's changes are
					dropped (engine.c says when the run goes on) */
	int script_fail_line;        /* the line of the semantic patch it failed at */
	uint8_t *never;              /* per rule: cannot run with these -D (dep_possible) */
	struct Prefilter *pf;        /* which files can match (prefilter.c), made on first use */
	uint8_t *pre_skip;           /* by index in the run's file list: 1 when the prefilter
	                                already found, reading it for its headers, that the file
	                                cannot match (it is not read again) */
	uint32_t *hdr_of;            /* by index in the run's file list: for a file whose
	                                headers the run reads as files of its own, how many
	                                of those come just before it (they and it are one
	                                unit), else 0; NULL: none */
	int header_unit;             /* r->group is a file and the headers read for it
	                                (they count as extra files for -o) */
	VEC(struct PosList *) poslists; /* the script rule being run: positions collected
					   into one value (scripts.c) */
	VEC(const Version *) unit_vers; /* the files named on the command line processed
					   as one unit: their current versions */
	const MemInput *mem;         /* the run's one file, from memory (NULL: files are read) */
} Run;

#endif
