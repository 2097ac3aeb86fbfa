/* edit.h - token-level edits of one file.
 *
 * Owns: the EditSet of a file (the removals, replacements and additions
 * that the matches of a rule ask for, recorded by token index while
 * matching) and its application, which produces the new text of the
 * file.  Every byte of the file that no edit touches is copied as it
 * was; removing all the tokens of a line removes the line; added lines
 * are indented like the code around their anchor, with the file's own
 * indentation (tabs or spaces).  Two edits that change the same tokens
 * differently are a conflict: reported with both positions, and the
 * second is not recorded.  The text of added code arrives already
 * printed (pretty.h); this module only places it.
 * Memory: an EditSet and everything in it lives in the arena given to
 * edit_new (one per file, dropped after the file's output is written).
 * Include from transform/xform.c, the output stage and tests.
 */
#ifndef LADYBUG_EDIT_H
#define LADYBUG_EDIT_H

#include <stddef.h>
#include "base/arena.h"
#include "cfront/ctoken.h"
#include "base/source.h"

/* Where an edit comes from, for conflict messages: a position in some
 * source (typically the `-` or `+` line of the semantic patch) and a
 * short label (typically the rule's name).  Every field may be 0/NULL. */
typedef struct EditOrigin {
	Source *src;
	size_t off;
	const char *what;
} EditOrigin;

typedef enum EditSide {
	EDIT_BEFORE,          /* added text goes before the anchor token */
	EDIT_AFTER            /* ... after it */
} EditSide;

typedef enum EditLayout {
	/* The text goes right at the token boundary, on the same line:
	 * `-alloca(E) +malloc(E)`.  The caller supplies any spaces it needs
	 * inside TEXT; the spacing around a replaced run stays as it was.
	 * (Wherever an edit would put two tokens side by side so that they
	 * read as one, `a` `b` or `+` `+`, a space is added between them.) */
	EDIT_INLINE,
	/* The text is one or more whole lines (separated by '\n', no final
	 * '\n' needed) placed on lines of their own before the anchor's line
	 * or after it.  Each non-empty line gets the indentation of the code
	 * at the anchor prepended (lines of TEXT keep their own relative
	 * indentation after it). */
	EDIT_LINES
} EditLayout;

/* The width past which the lines that hold added code are broken
 * (default 78; see wrap.h). */
void edit_set_max_width(int width);

/* --keep-comments: the comments inside and after removed code stay. */
void edit_set_keep_comments(int on);

typedef struct EditSet EditSet;

/* An empty edit set for the file whose tokens are TA (TA and its Source
 * must outlive the set; TA->v[TA->n - 1] is TK_EOF). */
EditSet *edit_new(Arena *a, const TokenArray *ta);
/* Leave the blank and comment lines around removed lines as they are
 * (the lines that context mode shows as removed are just those lines). */
void edit_no_tidy(EditSet *es);

/* Tokens FIRST..LAST are removed and added again as they were: they
 * stay, but their lines count as touched by added code (long lines are
 * broken and continuation lines lined up, as spatch lays out a line it
 * printed again). */
void edit_same(EditSet *es, size_t first, size_t last);

/* Remove tokens FIRST..LAST (inclusive indices into TA), with the
 * trivia between them; the spacing around the run is tidied as spatch
 * does (see edit.c).  Removing tokens that another removal already
 * removes is fine.  Returns 0, or -1 on a conflict (an overlapping
 * replacement): the message is printed and nothing is recorded. */
int edit_remove(EditSet *es, size_t first, size_t last, const EditOrigin *why);

/* Remove the toplevel definition (function, declaration...) made of
 * tokens FIRST..LAST, as spatch does: like edit_remove, and also the
 * comments and blank lines between the previous token and the
 * definition (a comment on the definition's first line included). */
int edit_remove_decl(EditSet *es, size_t first, size_t last, const EditOrigin *why);

/* Remove tokens FIRST..LAST and put TEXT (LEN bytes, copied) in their
 * place: with EDIT_INLINE where the first token stood, with EDIT_LINES
 * on lines of its own where the first token's line stood.  A second
 * identical replacement of the same run is ignored; any other edit
 * that removes or replaces one of these tokens is a conflict (-1). */
int edit_replace(EditSet *es, size_t first, size_t last, const char *text, size_t len,
		 EditLayout layout, const EditOrigin *why);

/* Add TEXT (LEN bytes, copied) next to token ANCHOR, on SIDE, laid out
 * as LAYOUT.  Several additions at the same anchor and side come out in
 * the order they were recorded, except that an exact repeat of an
 * earlier addition (same anchor, side, layout and text) is ignored.
 * Between edit_match_begin and edit_match_end, the additions are those
 * of one match: see there for conflicts.  ANCHOR may be the TK_EOF token (the end
 * of the file).  Returns 0. */
int edit_insert(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
		const char *text, size_t len, const EditOrigin *why);
/* edit_insert, but a repeat is kept too (SmPL `++` code: each match
 * adds its own copy). */
int edit_insert_repeat(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
		       const char *text, size_t len, const EditOrigin *why);

/* Like edit_insert, but an exact repeat is ignored only when KEY is the
 * same too.  KEY says what the text is added for (the engine passes the
 * code that the pattern statement matched): two matches that add the
 * same text next to the same token for different code, a block and a
 * statement inside it ending at the same `;`, both add it. */
int edit_insert_keyed(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
		      const char *text, size_t len, const EditOrigin *why, uint64_t key);

/* Like edit_insert_repeat (SmPL `++` code: every match adds its copy),
 * and such insertions next to one token on one side come out group by
 * group, the last group first (within a group, in the order recorded),
 * as spatch 1.1.1 prints the code of a rule run once per inherited
 * binding.  KEY as for edit_insert_keyed. */
int edit_insert_stacked(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
			const char *text, size_t len, const EditOrigin *why, uint64_t key);

/* The edits that follow, up to edit_match_end, are those of one match
 * of the rule; returns its number (from 1).  As spatch, each place (one
 * side of one token, and the key of edit_insert_keyed) takes the code
 * of one match: edit_match_end reports a conflict (see edit_conflicts)
 * when the code (edit_insert, edit_insert_keyed) the match adds at a
 * place differs from what an earlier match added there.  Stacked and
 * repeated insertions (SmPL `++` code) never conflict. */
uint32_t edit_match_begin(EditSet *es);
void edit_match_end(EditSet *es);
/* The additions recorded since edit_count was N go before a toplevel
 * item (a definition or declaration at file scope): as spatch, they go
 * above the comments that stand between the item and the code before it
 * (a comment on that code's last line stays with it). */
void edit_above_comments(EditSet *es, size_t n);
/* The last addition recorded (edit_insert, edit_insert_keyed) is next
 * to a token that the match itself matched (not a place the code was
 * moved to). */
void edit_anchor_matched(EditSet *es);
/* A conflict when a match added code next to a token that it matched
 * (edit_anchor_matched) and that another match removes: REMOVED_BY
 * gives per token the number of the match that removes it (0: none,
 * UINT32_MAX: several). */
void edit_check_removed(EditSet *es, const uint32_t *removed_by);
/* Frees what the set holds outside its arena. */
void edit_release(EditSet *es);

/* The group of the stacked insertions that follow (0 at first): the
 * engine's inherited binding set. */
void edit_stack_group(EditSet *es, uint32_t group);

/* Braces around the lone body FIRST..LAST of an if, else or loop whose
 * header ends at token HDR (the `)` of the condition, the `else`, the
 * `do`) and starts the line of token HEAD (the `if`, `else`, `while`,
 * `for`, `do`), as spatch adds them: `{` at the end of the header's line
 * (after a comment that ends it), `}` on a line of its own after the
 * body, indented like HEAD's line.  A body that shares the header's line
 * moves to a line of its own, one step deeper than HEAD's line, and its
 * other lines move with it.  Lines added before or after the body go
 * inside the braces, indented like the body; those added after it for
 * code that encloses it (keyed, see edit_insert_keyed) after the `}`.
 * A repeat is ignored.  Returns 0, or -1 for a bad range. */
int edit_brace_body(EditSet *es, size_t hdr, size_t first, size_t last, size_t head,
		    const EditOrigin *why);

/* The line that token TOK starts, even where TOK itself is replaced,
 * gets the indentation of token REF's line.  Returns 0, or -1 for a bad
 * token. */
int edit_indent_line_like(EditSet *es, size_t tok, size_t ref);

/* The `}` alone of braces whose `{` is written by the caller (in added
 * code): on a line of its own after token LAST, indented like the line
 * of token HEAD, as edit_brace_body places it.  Returns 0, or -1 for a
 * bad range. */
int edit_close_brace(EditSet *es, size_t last, size_t head, const EditOrigin *why);

/* Indent the lines that start with one of the tokens FIRST..LAST by
 * EXTRA more (e.g. the unit, for code that added braces now enclose),
 * as spatch does for code it wraps.  Returns 0, or -1 for a bad range. */
int edit_reindent(EditSet *es, size_t first, size_t last, const char *extra);

/* Re-indent the lines that start with one of the tokens FIRST..LAST:
 * the first such line gets the indentation of token REF's line, the
 * others keep theirs relative to it.  For code whose enclosing
 * statement is removed (`- if (E)` over a kept `kfree(E);`), as spatch
 * moves it out.  Returns 0, or -1 for a bad range. */
int edit_indent_like(EditSet *es, size_t first, size_t last, size_t ref);

/* Context mode (`*` lines of a semantic patch): tokens FIRST..LAST are
 * reported.  Starred tokens do not change the file; they only shape the
 * text that edit_apply_context returns. */
void edit_star(EditSet *es, size_t first, size_t last);

/* The text spatch compares the file with in context mode: the file
 * without every line that holds a starred token (so the diff shows
 * those lines with `-`).  NUL-terminated, in the set's arena. */
char *edit_apply_context(EditSet *es, size_t *len);

/* Number of edits recorded, and of conflicts refused. */
size_t edit_count(const EditSet *es);
size_t edit_conflicts(const EditSet *es);

/* The new text of the file: NUL-terminated, in the set's arena; its
 * length in *LEN.  The set may still grow and be applied again. */
char *edit_apply(EditSet *es, size_t *len);

/* The indentation step of the file: "\t" when its lines are indented
 * with tabs, else a run of spaces (the most common step between lines,
 * 4 when nothing tells).  For the engine's printer of nested code. */
const char *edit_indent_unit(EditSet *es);

/* The leading white space of the line of token TOK (LEN bytes), e.g. to
 * lay out a multi-line addition. */
const char *edit_line_indent(const EditSet *es, size_t tok, size_t *len);

/* Is there a comment in bytes [FROM, TO) of S (trivia: no literals)? */
int edit_has_comment(const char *s, size_t from, size_t to);

#endif
