/* edit.c - token-level edits of one file; see edit.h.
 *
 * Recording: every edit is kept in order of arrival; a per-token owner
 * table (the edit that removes or replaces the token) makes the
 * conflict check cost one look per token.
 *
 * Application works on bytes: a mask says which bytes of the file go,
 * and a sorted list of insertions says what text comes in at which
 * offset; then one pass copies the kept bytes and the insertions.
 * Removals are grouped in runs (consecutive tokens that one edit
 * removes); a run takes its inner trivia with it, and then the spacing
 * around it is tidied the way spatch 1.1.1 does it:
 *   - a run that is all that stands on its line(s) takes the whole
 *     line(s), indentation and newline included; then blank and comment
 *     lines around such removed lines are tidied (see tidy_lines);
 *   - a run at the start of a line followed by code takes the blanks
 *     after it (the code moves to the run's place), unless it is a
 *     whole declaration;
 *   - a run at the end of a line drops the blanks before it (and, right
 *     after a `(`, the line break after it: the next line joins);
 *   - a run inside a line drops the blanks after it (or, if there are
 *     none, those before it);
 *   - a run at the start of a line followed only by a comment: the
 *     comment stays, joined to the end of the previous line (or to the
 *     last line added in the run's place);
 *   - nothing is tidied next to a run that inline text replaces;
 *   - a removed toplevel definition also takes the comments and blank
 *     lines before it.
 * Line additions go at the start of the anchor's line (before) or just
 * after the end of its line (after), indented like that code, with the
 * file's own line ends (LF or CR LF).
 */
#include "transform/edit.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/diag.h"
#include "base/vec.h"
#include "transform/wrap.h"

enum { EK_REMOVE, EK_REPLACE, EK_INSERT, EK_INDENT, EK_INDENT_LIKE, EK_BRACE };

typedef struct Edit {
	uint8_t kind, side, layout;  /* side, EK_INDENT_LIKE: 1 also where the
					line's first token is replaced */
	uint8_t decl;                /* a removal of a toplevel definition */
	uint8_t top;                 /* EK_INSERT before a toplevel item: above its comments */
	uint32_t first, last;        /* tokens; an insertion's anchor is first */
	uint32_t ref;                /* EK_INDENT_LIKE: the token giving the indentation;
					EK_BRACE: the header's last token; EK_INSERT:
					1 + the token whose line gives the indentation,
					or 0 (the `}` of edit_brace_body) */
	uint32_t head;               /* EK_BRACE: the token that starts the header's line */
	uint64_t key;                /* EK_INSERT: what the text is added for */
	uint32_t stacked;            /* EK_INSERT: `++` code: 1 + its stack group */
	const char *text;
	size_t len;
	EditOrigin why;
} Edit;

typedef VEC(char) CharVec;

/* Code that one match adds next to one token on one side (KEY as for
 * edit_insert_keyed). */
typedef struct Asked {
	uint32_t anchor;
	uint8_t side;
	uint64_t key;
	const char *text;
	size_t len;
	int matched;                 /* edit_anchor_matched */
} Asked;

/* All the code one match adds at one place, and the match. */
typedef struct Place {
	uint32_t anchor;
	uint8_t side;
	uint64_t key;
	uint32_t match;
	char *text;
	size_t len;
	int conflict;                /* reported */
	int matched;                 /* edit_anchor_matched */
} Place;

struct EditSet {
	Arena *arena;
	const TokenArray *ta;
	Edit *v;
	size_t n, cap;
	uint32_t *owner;             /* per token: 1 + index of its removing edit, or 0 */
	uint8_t *joined;             /* per token: one edit removes it and the token before */
	uint8_t *star;               /* per token: reported in context mode (NULL: none yet) */
	uint8_t *same;               /* per token: removed and added again as it was
					(edit_same; NULL: none) */
	size_t nconflicts;
	char unit[9];                /* indentation step, computed lazily */
	int no_tidy;                 /* edit_no_tidy: blank lines stay as they are */
	uint32_t stack_group;        /* edit_stack_group: of the next stacked insertions */
	uint32_t match;              /* the match being recorded (edit_match_begin), or 0 */
	uint32_t serial;             /* the number of matches begun */
	VEC(Asked) asked;            /* what that match adds, repeats included */
	VEC(Place) places;           /* each place's additions, as the first match
					that added there asked for them */
};

void edit_no_tidy(EditSet *es)
{
	es->no_tidy = 1;
}

void edit_same(EditSet *es, size_t first, size_t last)
{
	if (!es->same)
		es->same = arena_alloc(es->arena, es->ta->n ? es->ta->n : 1);
	for (size_t t = first; t <= last && t < es->ta->n; t++)
		es->same[t] = 1;
}

EditSet *edit_new(Arena *a, const TokenArray *ta)
{
	EditSet *es = arena_alloc(a, sizeof *es);
	es->arena = a;
	es->ta = ta;
	es->owner = arena_alloc(a, (ta->n ? ta->n : 1) * sizeof *es->owner);
	es->joined = arena_alloc(a, ta->n ? ta->n : 1);
	return es;
}

size_t edit_count(const EditSet *es)
{
	return es->n;
}

size_t edit_conflicts(const EditSet *es)
{
	return es->nconflicts;
}

static Edit *push_edit(EditSet *es)
{
	if (es->n == es->cap) {
		size_t cap = es->cap ? es->cap * 2 : 32;
		Edit *v = arena_alloc(es->arena, cap * sizeof *v);
		if (es->n)
			memcpy(v, es->v, es->n * sizeof *v);
		es->v = v;
		es->cap = cap;
	}
	return &es->v[es->n++];
}

/* ---- conflicts ----------------------------------------------------------- */

static void describe(char *buf, size_t size, EditSet *es, const Edit *e)
{
	const TokenArray *ta = es->ta;
	int line, col;
	source_linecol(ta->src, ta->v[e->first].start, &line, &col);
	int k;
	if (e->kind == EK_REMOVE)
		k = snprintf(buf, size, "removal at line %d, column %d", line, col);
	else
		k = snprintf(buf, size, "replacement by `%.*s%s` at line %d, column %d",
			     (int)(e->len > 30 ? 30 : e->len), e->text, e->len > 30 ? "..." : "",
			     line, col);
	if (k < 0 || (size_t)k >= size)
		return;
	if (e->why.src || e->why.what) {
		size_t used = (size_t)k;
		k = snprintf(buf + used, size - used, " (from %s", e->why.what ? e->why.what : "");
		if (k < 0 || (size_t)k >= size - used)
			return;
		used += (size_t)k;
		if (e->why.src) {
			int l2, c2;
			source_linecol(e->why.src, e->why.off, &l2, &c2);
			k = snprintf(buf + used, size - used, "%s%s:%d:%d", e->why.what ? " at " : "",
				     e->why.src->path, l2, c2);
			if (k < 0 || (size_t)k >= size - used)
				return;
			used += (size_t)k;
		}
		snprintf(buf + used, size - used, ")");
	}
}

static int same_edit(const Edit *a, const Edit *b)
{
	return a->kind == b->kind && a->first == b->first && a->last == b->last &&
	       a->layout == b->layout && a->side == b->side && a->len == b->len && a->key == b->key &&
	       (a->len == 0 || memcmp(a->text, b->text, a->len) == 0);
}

/* Two matches that replace nested runs of tokens by the same text (an
 * outer `(a + b)` and, through an isomorphism, the inner `a + b`) ask
 * for one change: keep the outer run.  OLD (edit number O, counted from
 * 1) owns a token of NW.  Returns 1 when NW is merged into OLD (OLD may
 * grow to NW's run), 0 when the two really differ. */
static int merge_same_replacement(EditSet *es, uint32_t o, const Edit *nw)
{
	Edit *old = &es->v[o - 1];
	if (old->kind != EK_REPLACE || nw->kind != EK_REPLACE || old->layout != nw->layout ||
	    old->len != nw->len || (nw->len && memcmp(old->text, nw->text, nw->len) != 0))
		return 0;
	if (nw->first >= old->first && nw->last <= old->last)
		return 1;
	if (old->first < nw->first || old->last > nw->last)
		return 0;
	for (uint32_t t = nw->first; t <= nw->last; t++)
		if (es->owner[t] && es->owner[t] != o)
			return 0;
	old->first = nw->first;
	old->last = nw->last;
	for (uint32_t t = nw->first; t <= nw->last; t++) {
		es->owner[t] = o;
		es->joined[t] = t > nw->first;
	}
	return 1;
}

/* Check NEW against the edits that own tokens FIRST..LAST.  Returns 1 if
 * NEW repeats one of them exactly (or merges with one, see
 * merge_same_replacement), -1 on a conflict (reported), else 0. */
static int check_overlap(EditSet *es, const Edit *nw)
{
	for (uint32_t t = nw->first; t <= nw->last; t++) {
		uint32_t o = es->owner[t];
		if (!o)
			continue;
		const Edit *old = &es->v[o - 1];
		if (same_edit(old, nw) || merge_same_replacement(es, o, nw))
			return 1;
		if (old->kind == EK_REMOVE && nw->kind == EK_REMOVE)
			continue;
		char d1[300], d2[300];
		describe(d1, sizeof d1, es, old);
		describe(d2, sizeof d2, es, nw);
		diag_at(DIAG_ERROR, es->ta->src, es->ta->v[t].start,
			"conflicting changes of the same code: %s, and %s", d1, d2);
		es->nconflicts++;
		return -1;
	}
	return 0;
}

/* ---- additions of different matches at one place ----------------------- */

uint32_t edit_match_begin(EditSet *es)
{
	es->match = ++es->serial;
	es->asked.n = 0;
	return es->match;
}

/* Reports that a match adds code at place NW where match OLD adds other
 * code (OTHER, when not NULL, says what else happens there instead). */
static void place_conflict(EditSet *es, Place *old, const Place *nw, const char *other)
{
	if (old->conflict)
		return;   /* told once */
	old->conflict = 1;
	char d[120];
	if (other)
		snprintf(d, sizeof d, "%s", other);
	else
		snprintf(d, sizeof d, "adds `%.*s%s`", (int)(nw->len > 30 ? 30 : nw->len), nw->text,
			 nw->len > 30 ? "..." : "");
	diag_at(DIAG_ERROR, es->ta->src, es->ta->v[nw->anchor].start,
		"conflicting changes of the same code: one match adds `%.*s%s` %s this token, "
		"another %s",
		(int)(old->len > 30 ? 30 : old->len), old->text, old->len > 30 ? "..." : "",
		old->side == EDIT_AFTER ? "after" : "before", d);
	es->nconflicts++;
}

/* The code the current match adds next to one token on one side is the
 * whole of what goes there: another match that adds different code at
 * the same place is a conflict (two matches that add the same code
 * there add it once). */
void edit_match_end(EditSet *es)
{
	if (!es->match)
		return;
	for (size_t i = 0; i < es->asked.n; i++) {
		const Asked *a = &es->asked.v[i];
		size_t j;
		for (j = 0; j < i; j++) {
			const Asked *b = &es->asked.v[j];
			if (b->anchor == a->anchor && b->side == a->side && b->key == a->key)
				break;
		}
		if (j < i)
			continue;   /* the place was done with its first addition */
		CharVec txt = {0};
		int matched = 0;
		for (j = i; j < es->asked.n; j++) {
			const Asked *b = &es->asked.v[j];
			if (b->anchor != a->anchor || b->side != a->side || b->key != a->key)
				continue;
			matched |= b->matched;
			if (txt.n)
				vec_push(&txt, '\n');
			vec_grow(&txt, b->len + 1);
			memcpy(txt.v + txt.n, b->text, b->len);
			txt.n += b->len;
		}
		Place nw = { .anchor = a->anchor, .side = a->side, .key = a->key, .match = es->match,
			     .len = txt.n, .matched = matched };
		nw.text = arena_strndup(es->arena, txt.n ? txt.v : "", txt.n);
		vec_free(&txt);
		Place *old = NULL;
		for (size_t k = 0; k < es->places.n && !old; k++) {
			Place *p = &es->places.v[k];
			if (p->anchor == nw.anchor && p->side == nw.side && p->key == nw.key)
				old = p;
		}
		if (!old)
			vec_push(&es->places, nw);
		else if (old->match != nw.match &&
			 (old->len != nw.len || memcmp(old->text, nw.text, nw.len) != 0))
			place_conflict(es, old, &nw, NULL);
	}
	es->asked.n = 0;
	es->match = 0;
}

void edit_check_removed(EditSet *es, const uint32_t *removed_by)
{
	for (size_t k = 0; k < es->places.n; k++) {
		Place *p = &es->places.v[k];
		uint32_t r = removed_by[p->anchor];
		if (p->matched && r && r != UINT32_MAX && r != p->match)
			place_conflict(es, p, p, "removes it");
	}
}

void edit_above_comments(EditSet *es, size_t n)
{
	for (size_t i = n; i < es->n; i++)
		if (es->v[i].kind == EK_INSERT && es->v[i].side == EDIT_BEFORE)
			es->v[i].top = 1;
}

void edit_anchor_matched(EditSet *es)
{
	if (es->match && es->asked.n)
		es->asked.v[es->asked.n - 1].matched = 1;
}

void edit_release(EditSet *es)
{
	if (!es)
		return;
	vec_free(&es->asked);
	vec_free(&es->places);
}

static int bad_range(const EditSet *es, size_t first, size_t last)
{
	/* The EOF token cannot be removed: it carries the file's tail. */
	return first > last || last + 1 >= es->ta->n;
}

/* Two matches that replace nested token runs by the same text (one
 * match sees `(a+b)`, another the `a+b` inside it) make one edit: the
 * one over the larger run.  If NEW lies within an identical-text
 * replacement, it is dropped; if it covers exactly one such replacement
 * and otherwise only untouched tokens, that edit grows to NEW's run.
 * Returns 1 when NEW was absorbed this way, else 0 (nothing changed). */
static int merge_nested_replacement(EditSet *es, const Edit *nw)
{
	if (nw->kind != EK_REPLACE)
		return 0;
	uint32_t found = 0;
	for (uint32_t t = nw->first; t <= nw->last; t++) {
		uint32_t o = es->owner[t];
		if (!o || o == found)
			continue;
		if (found)
			return 0;
		found = o;
	}
	if (!found)
		return 0;
	Edit *old = &es->v[found - 1];
	if (old->kind != EK_REPLACE || old->layout != nw->layout || old->len != nw->len ||
	    memcmp(old->text, nw->text, nw->len) != 0)
		return 0;
	if (old->first <= nw->first && nw->last <= old->last)
		return 1;
	if (nw->first <= old->first && old->last <= nw->last) {
		for (uint32_t t = nw->first; t <= nw->last; t++) {
			es->owner[t] = found;
			es->joined[t] = t > nw->first;
		}
		old->first = nw->first;
		old->last = nw->last;
		return 1;
	}
	return 0;
}

static int record_removal(EditSet *es, Edit *nw)
{
	if (merge_nested_replacement(es, nw))
		return 0;
	int r = check_overlap(es, nw);
	if (r)
		return r < 0 ? -1 : 0;
	Edit *e = push_edit(es);
	*e = *nw;
	uint32_t idx = (uint32_t)es->n;
	for (uint32_t t = e->first; t <= e->last; t++) {
		if (!es->owner[t] || e->kind == EK_REPLACE)
			es->owner[t] = idx;
		if (t > e->first)
			es->joined[t] = 1;
	}
	return 0;
}

int edit_remove(EditSet *es, size_t first, size_t last, const EditOrigin *why)
{
	if (bad_range(es, first, last))
		return -1;
	Edit nw = { .kind = EK_REMOVE, .first = (uint32_t)first, .last = (uint32_t)last };
	if (why)
		nw.why = *why;
	return record_removal(es, &nw);
}

int edit_remove_decl(EditSet *es, size_t first, size_t last, const EditOrigin *why)
{
	if (bad_range(es, first, last))
		return -1;
	Edit nw = { .kind = EK_REMOVE, .decl = 1, .first = (uint32_t)first, .last = (uint32_t)last };
	if (why)
		nw.why = *why;
	return record_removal(es, &nw);
}

int edit_replace(EditSet *es, size_t first, size_t last, const char *text, size_t len,
		 EditLayout layout, const EditOrigin *why)
{
	if (bad_range(es, first, last))
		return -1;
	Edit nw = { .kind = EK_REPLACE, .layout = (uint8_t)layout, .first = (uint32_t)first,
		    .last = (uint32_t)last, .text = text, .len = len };
	if (why)
		nw.why = *why;
	nw.text = arena_strndup(es->arena, text, len);
	return record_removal(es, &nw);
}

int edit_insert(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
		const char *text, size_t len, const EditOrigin *why)
{
	return edit_insert_keyed(es, anchor, side, layout, text, len, why, 0);
}

void edit_stack_group(EditSet *es, uint32_t group)
{
	es->stack_group = group;
}

int edit_insert_stacked(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
			const char *text, size_t len, const EditOrigin *why, uint64_t key)
{
	size_t n = es->n;
	int r = edit_insert_repeat(es, anchor, side, layout, text, len, why);
	if (es->n > n) {
		es->v[es->n - 1].stacked = es->stack_group + 1;
		es->v[es->n - 1].key = key;
	}
	return r;
}

int edit_insert_keyed(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
		      const char *text, size_t len, const EditOrigin *why, uint64_t key)
{
	if (anchor >= es->ta->n)
		return -1;
	Edit nw = { .kind = EK_INSERT, .side = (uint8_t)side, .layout = (uint8_t)layout,
		    .first = (uint32_t)anchor, .last = (uint32_t)anchor, .text = text, .len = len,
		    .key = key };
	if (why)
		nw.why = *why;
	if (es->match) {
		Asked ak = { .anchor = (uint32_t)anchor, .side = (uint8_t)side, .key = key,
			     .text = arena_strndup(es->arena, text, len), .len = len };
		vec_push(&es->asked, ak);
	}
	/* Exact repeats (two matches adding the same code at the same
	 * place) are dropped.  Additions are few; a scan is fine... but keep
	 * it bounded: only the most recent ones can repeat in practice. */
	size_t lim = es->n > 256 ? es->n - 256 : 0;
	for (size_t i = es->n; i > lim; i--)
		if (same_edit(&es->v[i - 1], &nw))
			return 0;
	nw.text = arena_strndup(es->arena, text, len);
	*push_edit(es) = nw;
	return 0;
}

int edit_insert_repeat(EditSet *es, size_t anchor, EditSide side, EditLayout layout,
		       const char *text, size_t len, const EditOrigin *why)
{
	if (anchor >= es->ta->n)
		return -1;
	Edit nw = { .kind = EK_INSERT, .side = (uint8_t)side, .layout = (uint8_t)layout,
		    .first = (uint32_t)anchor, .last = (uint32_t)anchor, .len = len };
	if (why)
		nw.why = *why;
	nw.text = arena_strndup(es->arena, text, len);
	*push_edit(es) = nw;
	return 0;
}

int edit_brace_body(EditSet *es, size_t hdr, size_t first, size_t last, size_t head,
		    const EditOrigin *why)
{
	if (first > last || last + 1 >= es->ta->n || hdr >= first || head > hdr)
		return -1;
	for (size_t i = 0; i < es->n; i++)
		if (es->v[i].kind == EK_BRACE && es->v[i].first == first && es->v[i].last == last)
			return 0;
	Edit b = { .kind = EK_BRACE, .first = (uint32_t)first, .last = (uint32_t)last,
		   .ref = (uint32_t)hdr, .head = (uint32_t)head, .text = "", .len = 0 };
	if (why)
		b.why = *why;
	*push_edit(es) = b;
	Edit c = { .kind = EK_INSERT, .side = EDIT_AFTER, .layout = EDIT_LINES,
		   .first = (uint32_t)last, .last = (uint32_t)last, .ref = (uint32_t)head + 1,
		   .key = ((uint64_t)first << 32) | last, .text = "}", .len = 1 };
	if (why)
		c.why = *why;
	*push_edit(es) = c;
	return 0;
}

int edit_indent_line_like(EditSet *es, size_t tok, size_t ref)
{
	if (tok + 1 >= es->ta->n || ref + 1 >= es->ta->n)
		return -1;
	Edit nw = { .kind = EK_INDENT_LIKE, .side = 1, .first = (uint32_t)tok,
		    .last = (uint32_t)tok, .ref = (uint32_t)ref };
	*push_edit(es) = nw;
	return 0;
}

int edit_close_brace(EditSet *es, size_t last, size_t head, const EditOrigin *why)
{
	if (head > last || last + 1 >= es->ta->n)
		return -1;
	Edit c = { .kind = EK_INSERT, .side = EDIT_AFTER, .layout = EDIT_LINES,
		   .first = (uint32_t)last, .last = (uint32_t)last, .ref = (uint32_t)head + 1,
		   .text = "}", .len = 1 };
	if (why)
		c.why = *why;
	*push_edit(es) = c;
	return 0;
}

int edit_reindent(EditSet *es, size_t first, size_t last, const char *extra)
{
	if (first > last || last + 1 >= es->ta->n || !extra || !*extra)
		return -1;
	Edit nw = { .kind = EK_INDENT, .first = (uint32_t)first, .last = (uint32_t)last,
		    .len = strlen(extra) };
	nw.text = arena_strndup(es->arena, extra, nw.len);
	*push_edit(es) = nw;
	return 0;
}

int edit_indent_like(EditSet *es, size_t first, size_t last, size_t ref)
{
	if (first > last || last + 1 >= es->ta->n || ref + 1 >= es->ta->n)
		return -1;
	Edit nw = { .kind = EK_INDENT_LIKE, .first = (uint32_t)first, .last = (uint32_t)last,
		    .ref = (uint32_t)ref };
	*push_edit(es) = nw;
	return 0;
}

/* ---- layout helpers ---------------------------------------------------- */

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

static size_t line_start(const char *s, size_t off)
{
	while (off > 0 && s[off - 1] != '\n')
		off--;
	return off;
}

/* End of the line holding OFF: the offset of its '\n', or the length. */
static size_t line_end(const char *s, size_t len, size_t off)
{
	while (off < len && s[off] != '\n')
		off++;
	return off;
}

static int is_directive(const Token *t)
{
	return t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_OTHER;
}

static int is_keyword(const Token *t, int kw)
{
	return t->kind == TK_KEYWORD && t->id && t->id->kw == kw;
}

static int printed(const Token *t)
{
	return !(t->flags & TF_EXPANDED);
}

/* Previous / next printed token of token I (or -1 / the EOF token). */
static long prev_tok(const TokenArray *ta, long i)
{
	for (i--; i >= 0; i--)
		if (printed(&ta->v[i]))
			return i;
	return -1;
}

static long next_tok(const TokenArray *ta, long i)
{
	for (i++; i < (long)ta->n - 1; i++)
		if (printed(&ta->v[i]))
			return i;
	return (long)ta->n - 1;
}

/* Is token I the first thing on its line (only blanks before it)? */
static int tok_at_bol(const TokenArray *ta, long i)
{
	const char *s = ta->src->text;
	size_t p = ta->v[i].start;
	while (p > 0 && is_blank(s[p - 1]))
		p--;
	return p == 0 || s[p - 1] == '\n';
}

const char *edit_line_indent(const EditSet *es, size_t tok, size_t *len)
{
	const char *s = es->ta->src->text;
	size_t ls = line_start(s, es->ta->v[tok].start), p = ls;
	while (p < es->ta->src->len && (s[p] == ' ' || s[p] == '\t'))
		p++;
	*len = p - ls;
	return s + ls;
}

const char *edit_indent_unit(EditSet *es)
{
	if (es->unit[0])
		return es->unit;
	const char *s = es->ta->src->text;
	size_t len = es->ta->src->len;
	size_t tabs = 0, spaces = 0, step[9] = { 0 };
	size_t prev = 0;
	for (size_t p = 0; p < len;) {
		size_t q = p, w = 0;
		while (q < len && s[q] == ' ')
			q++, w++;
		if (q < len && s[q] == '\t')
			tabs++;
		else if (w > 0 && q < len && s[q] != '\n')
			spaces++;
		if (q < len && s[q] != '\n' && s[q] != '\t') {
			if (w > prev && w - prev <= 8)
				step[w - prev]++;
			prev = w;
		}
		p = line_end(s, len, p) + 1;
	}
	if (tabs >= spaces) {
		/* also a file with no indented line: a tab, as spatch */
		strcpy(es->unit, "\t");
	} else {
		size_t best = 4;
		for (size_t k = 1; k <= 8; k++)
			if (step[k] > step[best])
				best = k;
		memset(es->unit, ' ', best);
		es->unit[best] = 0;
	}
	return es->unit;
}

/* Does a label start at token T (`name:`, `case`, `default`)?  Code
 * added after the statement before it is indented like that statement,
 * not like the label. */
static int label_start(const TokenArray *ta, long t)
{
	if (is_keyword(&ta->v[t], KW_CASE) || is_keyword(&ta->v[t], KW_DEFAULT))
		return 1;
	long n = next_tok(ta, t);
	return ta->v[t].kind == TK_IDENT && n >= 0 && n < (long)ta->n && ta->v[n].kind == TK_COLON;
}

/* Does the line of token T start with a label (`out:', `case 1:')
 * before the statement that holds T? */
static int after_label(const TokenArray *ta, long t)
{
	long b = t;
	for (int n = 0; n < 400 && b > 0 && !tok_at_bol(ta, b); n++)
		b = prev_tok(ta, b);
	if (b < 0 || b == t || !label_start(ta, b))
		return 0;
	/* the statement starts after the label's `:' */
	for (long k = b; k >= 0 && k < t; k = next_tok(ta, k))
		if (ta->v[k].kind == TK_COLON)
			return 1;
	return 0;
}

/* The indentation of the line where the statement holding token I
 * starts: walk back over the tokens of continuation lines to a token
 * that begins a line right after `;`, `{` or `}` (bounded walk). */
static void stmt_indent(const EditSet *es, long i, const char **ind, size_t *len)
{
	const TokenArray *ta = es->ta;
	long j = i;
	for (int steps = 0; steps < 400 && j >= 0; steps++) {
		long p = prev_tok(ta, j);
		if (tok_at_bol(ta, j)) {
			if (p < 0)
				break;
			int k = ta->v[p].kind;
			if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_PP_END ||
			    (ta->v[j].flags & TF_IN_PP))
				break;
			if (k == TK_COLON) {
				/* after a label's line (`case 1:`) */
				long b = p;
				for (int n = 0; n < 400 && b > 0 && !tok_at_bol(ta, b); n++)
					b = prev_tok(ta, b);
				if (b >= 0 && label_start(ta, b))
					break;
			}
		}
		if (p < 0)
			break;
		j = p;
	}
	if (j < 0 || !tok_at_bol(ta, j))
		j = i;
	*ind = edit_line_indent(es, (size_t)j, len);
}

/* ---- context mode ---------------------------------------------------------- */

void edit_star(EditSet *es, size_t first, size_t last)
{
	if (first > last || last + 1 >= es->ta->n)
		return;
	if (!es->star)
		es->star = arena_alloc(es->arena, es->ta->n);
	memset(es->star + first, 1, last - first + 1);
}

char *edit_apply_context(EditSet *es, size_t *len)
{
	const TokenArray *ta = es->ta;
	Source *src = ta->src;
	char *out = arena_alloc(es->arena, src->len + 1), *o = out;
	int line, col;
	source_linecol(src, src->len, &line, &col);
	uint8_t *gone = arena_alloc(es->arena, (size_t)line + 1);   /* per 1-based line */
	for (size_t i = 0; es->star && i + 1 < ta->n; i++) {
		if (!es->star[i] || !printed(&ta->v[i]))
			continue;
		int l1, l2;
		source_linecol(src, ta->v[i].start, &l1, &col);
		size_t e = ta->v[i].end > ta->v[i].start ? ta->v[i].end - 1 : ta->v[i].start;
		source_linecol(src, e, &l2, &col);
		for (int l = l1; l <= l2; l++)
			gone[l] = 1;
	}
	size_t p = 0;
	for (int l = 1; p < src->len; l++) {
		size_t e = line_end(src->text, src->len, p);
		if (e < src->len)
			e++;
		if (!gone[l]) {
			memcpy(o, src->text + p, e - p);
			o += e - p;
		}
		p = e;
	}
	*o = 0;
	*len = (size_t)(o - out);
	return out;
}

/* ---- application ------------------------------------------------------------ */

typedef struct Ins {
	size_t off;
	int pri;                     /* 0: belongs to the text before OFF, 1: after */
	size_t seq;
	char *text;
	size_t len;
	int touch;                   /* indentation of a line re-indented into new braces:
					the line counts as touched (see put_added) */
} Ins;

typedef struct Gone {
	size_t from, to;             /* bytes of the lines */
	long a, b;                   /* the run's first and last tokens */
	int decl;                    /* removed by edit_remove_decl */
} Gone;

typedef struct Apply {
	EditSet *es;
	const char *s;
	size_t len;
	uint8_t *del;
	VEC(Ins) ins;
	VEC(size_t) glue;            /* offsets whose last line insertion drops its final '\n' */
	VEC(Gone) gone;              /* whole lines removed, in order */
	int crlf;                    /* the file's lines end with CR LF */
	const char **vind;           /* per token: the indentation of the line of its own
					that braces moved it to (a body that shared its
					header's line), or NULL (vind itself NULL: none) */
	size_t *vlen;
	uint8_t *vglued;             /* per token with vind: the body starts right
					after the new `{' (it was replaced) */
} Apply;

static void add_ins(Apply *ap, size_t off, int pri, size_t seq, char *text, size_t len)
{
	Ins in = { off, pri, seq, text, len, 0 };
	vec_push(&ap->ins, in);
}

/* add_ins for the indentation that moves a line into new braces. */
static void add_touch(Apply *ap, size_t off, int pri, size_t seq, char *text, size_t len)
{
	Ins in = { off, pri, seq, text, len, 1 };
	vec_push(&ap->ins, in);
}

static void del_range(Apply *ap, size_t a, size_t b)
{
	if (b > a)
		memset(ap->del + a, 1, b - a);
}

/* Copy STR to *O, with each '\n' written as the file's line end. */
static void put_str(const Apply *ap, char **o, const char *str)
{
	for (; *str; str++) {
		if (*str == '\n' && ap->crlf)
			*(*o)++ = '\r';
		*(*o)++ = *str;
	}
}

/* TEXT of E laid out as lines: PRE, then each line of TEXT with IND
 * before it when it is not empty (not before the first one unless
 * IND_FIRST, nor before one that a backslash at the end of the line
 * before continues: its blanks may be a string literal's), lines
 * separated by the file's line end, then POST.
 * Newlines in PRE and POST become the file's line end too. */
/* Is a block comment open at the end of line S (N bytes) when OPEN says
 * whether one was open at its start?  (Literals and `//` comments count.) */
static int block_comment_open(const char *s, size_t n, int open)
{
	char quote = 0;
	for (size_t i = 0; i < n; i++) {
		if (open) {
			if (s[i] == '*' && i + 1 < n && s[i + 1] == '/') {
				open = 0;
				i++;
			}
		} else if (quote) {
			if (s[i] == '\\')
				i++;
			else if (s[i] == quote)
				quote = 0;
		} else if (s[i] == '"' || s[i] == '\'') {
			quote = s[i];
		} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
			break;
		} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
			open = 1;
			i++;
		}
	}
	return open;
}

static char *layout(Apply *ap, const Edit *e, const char *pre, const char *ind, size_t indlen,
		    int ind_first, const char *post, size_t *outlen)
{
	size_t nl = 1;
	for (size_t i = 0; i < e->len; i++)
		nl += e->text[i] == '\n';
	size_t pl = strlen(pre), ql = strlen(post);
	char *out = arena_alloc(ap->es->arena, 2 * (pl + ql) + e->len + nl * (indlen + 2) + 1);
	char *o = out;
	put_str(ap, &o, pre);
	/* A final '\n' in TEXT ends the last line rather than adding an empty one. */
	size_t end = e->len;
	if (end > 0 && e->text[end - 1] == '\n')
		end--;
	int continued = 0;
	int in_comment = 0;     /* the line starts inside a block comment */
	for (size_t p = 0, i = 0;; i++) {
		size_t q = p;
		while (q < end && e->text[q] != '\n')
			q++;
		if (i > 0)
			put_str(ap, &o, "\n");
		/* a preprocessor line stays at the start of its line, the
		 * later lines of a block comment as they were written */
		if (q > p && (i > 0 || ind_first) && e->text[p] != '#' && !continued && !in_comment) {
			memcpy(o, ind, indlen);
			o += indlen;
		}
		size_t k = q;
		if (k > p && e->text[k - 1] == '\r')
			k--;            /* the text's own CR LF */
		memcpy(o, e->text + p, k - p);
		o += k - p;
		continued = k > p && e->text[k - 1] == '\\';
		in_comment = block_comment_open(e->text + p, k - p, in_comment);
		if (q >= end)
			break;
		p = q + 1;
	}
	put_str(ap, &o, post);
	*o = 0;
	*outlen = (size_t)(o - out);
	return out;
}

/* Concatenation of A (AL bytes) and B (BL bytes) in the arena. */
static char *cat2(Apply *ap, const char *a, size_t al, const char *b, size_t bl)
{
	char *r = arena_alloc(ap->es->arena, al + bl + 1);
	memcpy(r, a, al);
	memcpy(r + al, b, bl);
	return r;
}

/* Position just after the newline that ends the line of token T, when
 * only blanks and comments follow T on it; else (size_t)-1. */
static size_t after_line_of(Apply *ap, long t, long next)
{
	const TokenArray *ta = ap->es->ta;
	const char *s = ap->s;
	size_t p = ta->v[t].end, lim = ta->v[next].start;
	while (p < lim) {
		if (s[p] == '\n')
			return p + 1;
		if (s[p] == '/' && p + 1 < lim && s[p + 1] == '*') {
			p += 2;
			while (p + 1 < lim && !(s[p] == '*' && s[p + 1] == '/'))
				p++;
			p += 2;
			continue;
		}
		if (s[p] == '/' && p + 1 < lim && s[p + 1] == '/') {
			while (p < lim && s[p] != '\n')
				p++;
			continue;
		}
		p++;
	}
	return (size_t)-1;
}

/* The indentation of code at token T (after it with AFTER): that of
 * T's line, one step deeper for each `{` opened on the line before T
 * (up to T) and not closed there.  An arena string, *LEN bytes. */
static char *indent_at_token(Apply *ap, long t, int after, size_t *len)
{
	const TokenArray *ta = ap->es->ta;
	size_t il;
	const char *ind = edit_line_indent(ap->es, (size_t)t, &il);
	int open = 0;
	long f = t;
	for (int steps = 0; steps < 400 && f > 0 && !tok_at_bol(ta, f); steps++)
		f = prev_tok(ta, f);
	for (long k = f < 0 ? t : f; k >= 0 && k < (after ? t + 1 : t); k = next_tok(ta, k)) {
		if (ta->v[k].kind == TK_LBRACE)
			open++;
		else if (ta->v[k].kind == TK_RBRACE && open > 0)
			open--;
		if (k >= (long)ta->n - 1)
			break;
	}
	const char *u = edit_indent_unit(ap->es);
	size_t ul = strlen(u);
	char *r = arena_alloc(ap->es->arena, il + (size_t)open * ul + 1);
	memcpy(r, ind, il);
	for (int k = 0; k < open; k++)
		memcpy(r + il + (size_t)k * ul, u, ul);
	*len = il + (size_t)open * ul;
	return r;
}

/* The indentation for lines added after a run that ends its line, the
 * run starting after other code (a label, `case 1:', a statement):
 * that of the next line of code, from token NX on (a `}' there: one
 * step deeper than it); *IND is left as it is when there is none. */
static void next_line_indent(Apply *ap, long nx, const char **ind, size_t *il)
{
	const TokenArray *ta = ap->es->ta;
	long k = nx;
	for (int steps = 0; steps < 400 && k >= 0 && k < (long)ta->n; steps++) {
		const Token *tk = &ta->v[k];
		if (tk->kind == TK_EOF)
			return;
		if (tok_at_bol(ta, k) && !(tk->flags & TF_IN_PP))
			break;
		k = next_tok(ta, k);
	}
	if (k < 0 || k >= (long)ta->n || !tok_at_bol(ta, k))
		return;
	size_t l;
	const char *s = edit_line_indent(ap->es, (size_t)k, &l);
	if (ta->v[k].kind == TK_RBRACE) {
		const char *u = edit_indent_unit(ap->es);
		s = cat2(ap, s, l, u, strlen(u));
		l += strlen(u);
	}
	*ind = s;
	*il = l;
}

/* Where lines added before the toplevel item at token T (its line
 * starting at SL) go: at the start of the first line holding a comment
 * between the code before T (after the line that code ends on) and T,
 * else SL. */
static size_t above_comments(Apply *ap, long t, size_t sl)
{
	long pv = prev_tok(ap->es->ta, t);
	size_t p = 0;
	if (pv >= 0) {
		p = after_line_of(ap, pv, t);
		if (p == (size_t)-1 || p > sl)
			return sl;      /* T starts on that code's line */
	}
	while (p < sl) {
		size_t e = line_end(ap->s, ap->len, p), q = p;
		while (q < e && is_blank(ap->s[q]))
			q++;
		if (q < e)
			return p;
		p = e + 1;
	}
	return sl;
}

/* Place an EDIT_LINES text before token T. */
static void lines_before(Apply *ap, const Edit *e, long t, size_t seq)
{
	const TokenArray *ta = ap->es->ta;
	const Token *tk = &ta->v[t];
	size_t il, len;
	const char *ind = NULL;
	if (ap->vind && ap->vind[t] && tok_at_bol(ta, t)) {
		/* a line at another line's indentation (edit_indent_line_like) */
		ind = ap->vind[t];
		il = ap->vlen[t];
	} else if (ap->vind && ap->vind[t]) {
		/* a body that braces move to a line of its own: the lines go
		 * at its new start, the body (if it stays) after them */
		char *txt = layout(ap, e, "", ap->vind[t], ap->vlen[t],
				   !(ap->vglued && ap->vglued[t]), ap->es->owner[t] ? "" : "\n", &len);
		add_ins(ap, tk->start, 1, seq, txt, len);
		return;
	}
	if (!ind)
		ind = edit_line_indent(ap->es, (size_t)t, &il);
	if (tok_at_bol(ta, t) && !(tk->kind == TK_EOF && tk->start == ap->len && ap->len > 0 &&
				    ap->s[ap->len - 1] != '\n')) {
		if (tk->kind == TK_RBRACE) {
			/* At the end of a block: indented like its contents. */
			const char *u = edit_indent_unit(ap->es);
			ind = cat2(ap, ind, il, u, strlen(u));
			il += strlen(u);
		}
		if (e->kind == EK_REPLACE && e->len && e->text[e->len - 1] == '}') {
			/* `{ ... },': a list element's comma after the run on its
			 * line stays right after the element's `}' */
			long nx = next_tok(ta, e->last);
			if (ta->v[nx].kind == TK_COMMA && after_line_of(ap, e->last, nx) == (size_t)-1) {
				size_t ls = line_start(ap->s, tk->start);
				char *txt = layout(ap, e, "", ind, il, 1, "", &len);
				add_ins(ap, ls, 1, seq, txt, len);
				del_range(ap, ls, tk->start);
				return;
			}
		}
		/* the blanks that ended the line of a replaced run end the
		 * last line put in its place, as spatch keeps them */
		const char *post = "\n";
		if (e->kind == EK_REPLACE && e->last < ta->n) {
			size_t from = ta->v[e->last].end, to = from;
			while (to < ap->len && (ap->s[to] == ' ' || ap->s[to] == '\t'))
				to++;
			if (to > from && to < ap->len && ap->s[to] == '\n')
				post = cat2(ap, ap->s + from, to - from, "\n", 1);
		}
		char *txt = layout(ap, e, "", ind, il, 1, post, &len);
		size_t at = line_start(ap->s, tk->start);
		if (e->top)
			at = above_comments(ap, t, at);
		add_ins(ap, at, 1, seq, txt, len);
		return;
	}
	if (tk->kind == TK_EOF) {
		/* The file ends without a newline: start a line, add no final one. */
		char *txt = layout(ap, e, "\n", ind, il, 1, "", &len);
		add_ins(ap, tk->start, 1, seq, txt, len);
		return;
	}
	if (e->kind == EK_REPLACE) {
		/* A run that starts after other code on its line: its first
		 * line takes the run's place, the others follow on lines of
		 * their own indented like the run's line; code after the run
		 * on the same line moves to a new line. */
		long last = e->last, nx = next_tok(ta, last);
		size_t at = after_line_of(ap, last, nx);
		int more = at == (size_t)-1 && ta->v[nx].kind != TK_EOF;
		if (!more)
			next_line_indent(ap, nx, &ind, &il);
		const char *post = more ? cat2(ap, "\n", 1, ind, il) : "";
		char *txt = layout(ap, e, "", ind, il, 0, post, &len);
		add_ins(ap, tk->start, 1, seq, txt, len);
		if (more) {
			size_t q = ta->v[last].end;
			while (q < ta->v[nx].start && is_blank(ap->s[q]))
				q++;
			if (q == ta->v[nx].start)
				del_range(ap, ta->v[last].end, q);
		}
		return;
	}
	/* T follows other code on its line: the text takes T's place and T
	 * moves to a new line, indented like the code at T (one step deeper
	 * for each `{` still open on the line before it; a `}` closes one of
	 * them).  A text that starts with a directive starts a line: a `#`
	 * is only one at the start of a line. */
	size_t tl, cl;
	char *tind = indent_at_token(ap, t, 0, &tl);
	char *cind = tk->kind == TK_RBRACE ? indent_at_token(ap, t, 1, &cl) : (cl = tl, tind);
	char *post = cat2(ap, "\n", 1, cind, cl);
	size_t k0 = 0;
	while (k0 < e->len && is_blank(e->text[k0]))
		k0++;
	int directive = k0 < e->len && e->text[k0] == '#';
	char *txt = layout(ap, e, directive ? "\n" : "", tind, tl, 0, post, &len);
	add_ins(ap, tk->start, 1, seq, txt, len);
}

/* The first token of the lone body that edit_brace_body braces, when
 * insertion E adds lines after that body for the body itself (keyed
 * with its range): they go inside the braces, indented like the body.
 * Else -1. */
static long braced_body(const EditSet *es, const Edit *e)
{
	if (!e->key || e->kind != EK_INSERT || e->side != EDIT_AFTER || e->ref)
		return -1;
	for (size_t i = 0; i < es->n; i++) {
		const Edit *b = &es->v[i];
		if (b->kind == EK_BRACE && b->last == e->first &&
		    e->key == (((uint64_t)b->first << 32) | b->last))
			return b->first;
	}
	return -1;
}

/* Place an EDIT_LINES text after token T. */
/* Is token T a `{' that opens a block of statements (after a header's
 * `)', `else', `do', or a statement), not an initializer? */
static int block_open(const TokenArray *ta, long t)
{
	if (ta->v[t].kind != TK_LBRACE)
		return 0;
	long p = prev_tok(ta, t);
	if (p < 0)
		return 0;
	const Token *pk = &ta->v[p];
	return pk->kind == TK_RPAREN || pk->kind == TK_SEMI || pk->kind == TK_RBRACE ||
	       is_keyword(pk, KW_ELSE) || is_keyword(pk, KW_DO);
}

/* The first token from NX on that is code, not a directive line: where
 * the indentation of lines added at the start of a block comes from. */
static long first_code(const TokenArray *ta, long nx)
{
	for (int steps = 0; steps < 400 && nx < (long)ta->n - 1; steps++) {
		const Token *tk = &ta->v[nx];
		if (!is_directive(tk) && !(tk->flags & TF_IN_PP))
			break;
		nx = next_tok(ta, nx);
	}
	return nx;
}

static void lines_after(Apply *ap, const Edit *e, long t, size_t seq)
{
	EditSet *es = ap->es;
	const TokenArray *ta = es->ta;
	long nx = next_tok(ta, t);
	const char *ind;
	size_t il, len;
	const char *u = edit_indent_unit(es);
	int deeper = 0, braced = 0;   /* BRACED: the indentation is the braces' */
	long bf;
	if (e->kind == EK_INSERT && e->ref) {
		/* the `}` of edit_brace_body: at the header's indentation */
		braced = 1;
		ind = edit_line_indent(es, e->ref - 1, &il);
		if (is_keyword(&ta->v[e->ref - 1], KW_DO) && is_keyword(&ta->v[nx], KW_WHILE)) {
			/* `} while (x);`, as a do loop is written */
			if (tok_at_bol(ta, nx)) {
				add_ins(ap, ta->v[nx].start, 1, seq, "} ", 2);
				return;
			}
			size_t b = ta->v[nx].start;
			while (b > ta->v[t].end && is_blank(ap->s[b - 1]))
				b--;
			del_range(ap, b, ta->v[nx].start);
			size_t nl = ap->crlf ? 2 : 1;
			char *txt = cat2(ap, ap->crlf ? "\r\n" : "\n", nl, ind, il);
			txt = cat2(ap, txt, nl + il, "} ", 2);
			add_ins(ap, ta->v[nx].start, 1, seq, txt, nl + il + 2);
			return;
		}
	} else if ((bf = braced_body(es, e)) >= 0) {
		braced = 1;
		if (ap->vind && ap->vind[bf]) {
			ind = ap->vind[bf];
			il = ap->vlen[bf];
		} else {
			ind = edit_line_indent(es, (size_t)bf, &il);
		}
	} else if (ta->v[t].kind == TK_LBRACE) {
		/* directive lines first in the block: the code after them
		 * gives the indentation */
		long c = is_directive(&ta->v[nx]) ? first_code(ta, nx) : nx;
		if (ta->v[c].kind != TK_RBRACE && ta->v[c].kind != TK_EOF && tok_at_bol(ta, c)) {
			ind = edit_line_indent(es, (size_t)c, &il);
		} else if (ta->v[c].kind == TK_RBRACE && tok_at_bol(ta, c)) {
			ind = edit_line_indent(es, (size_t)c, &il);
			deeper = 1;
		} else {
			stmt_indent(es, t, &ind, &il);
			deeper = 1;
		}
	} else if (ta->v[nx].kind != TK_RBRACE && ta->v[nx].kind != TK_EOF &&
		   tok_at_bol(ta, nx) && !(ta->v[nx].flags & TF_IN_PP) && !label_start(ta, nx)) {
		ind = edit_line_indent(es, (size_t)nx, &il);
	} else if (ta->v[nx].kind == TK_RBRACE && tok_at_bol(ta, nx) && after_label(ta, t)) {
		/* the last statement of a block, on a label's line (`out:
		 * f();`, `case 1: f();`): one step deeper than the `}` */
		ind = edit_line_indent(es, (size_t)nx, &il);
		deeper = 1;
	} else {
		stmt_indent(es, t, &ind, &il);
	}
	if (deeper) {
		ind = cat2(ap, ind, il, u, strlen(u));
		il += strlen(u);
	}
	size_t at = after_line_of(ap, t, nx);
	size_t blank = ta->v[t].end;
	while (blank < ap->len && is_blank(ap->s[blank]))
		blank++;
	if (at != (size_t)-1 && ap->s[blank] != '\n') {
		/* A comment follows T on its line: as spatch, the added lines
		 * go between T and the comment, which ends the last of them. */
		char *txt = layout(ap, e, "\n", ind, il, 1, "", &len);
		add_ins(ap, ta->v[t].end, 0, seq, txt, len);
		return;
	}
	if (at != (size_t)-1) {
		char *txt = layout(ap, e, "", ind, il, 1, "\n", &len);
		add_ins(ap, at, 0, seq, txt, len);
		return;
	}
	if (ta->v[nx].kind == TK_EOF) {
		/* Last line of a file without a final newline. */
		size_t end = ap->len;
		while (end > ta->v[t].end && is_blank(ap->s[end - 1]))
			end--;
		char *txt = layout(ap, e, "\n", ind, il, 1, "", &len);
		add_ins(ap, end, 0, seq, txt, len);
		return;
	}
	/* More code follows T on its line: the lines start a new line after
	 * T, indented like the code after T (one step deeper for each `{`
	 * still open on the line), and that code follows the last of them,
	 * as spatch prints it (`a(); b();` plus `c();` after `a();` is
	 * `a();` then `c(); b();`). */
	if (!braced) {
		ind = indent_at_token(ap, t, 1, &il);
	}
	/* the code after T was glued to it (`{.a = 0}`): a blank parts it
	 * from the added text, as spatch prints it */
	size_t te = ta->v[t].end;
	const char *sep = te < ap->len && !is_blank(ap->s[te]) ? " " : "";
	if (*sep && block_open(ta, t) && ta->v[nx].kind == TK_RBRACE)
		sep = "";       /* `{}' of a block: `{' then the lines, `int r;}' */
	char *txt = layout(ap, e, "\n", ind, il, 1, sep, &len);
	add_ins(ap, te, 0, seq, txt, len);
}

static size_t comment_end(const char *s, size_t len, size_t p);

/* The `(' at A is removed, and with it its `)', while what they held
 * stays (`return(-E)' made `return -E'): where the `(' touched the
 * token before it (not another `(') and what it held, a blank takes
 * its place, as spatch prints an expression set free of its parens. */
static void unparen_blank(Apply *ap, long a)
{
	const EditSet *es = ap->es;
	const TokenArray *ta = es->ta;
	long p = prev_tok(ta, a), n = next_tok(ta, a);
	if (p < 0 || n < 0 || n >= (long)ta->n - 1 || es->owner[p] || es->owner[n] ||
	    ta->v[p].end != ta->v[a].start || ta->v[a].end != ta->v[n].start ||
	    ta->v[p].kind == TK_LPAREN || (ta->v[p].flags & TF_IN_PP) != (ta->v[a].flags & TF_IN_PP))
		return;
	int depth = 0;
	for (long t = a; t < (long)ta->n - 1; t = next_tok(ta, t)) {
		if (t < 0)
			return;
		if (ta->v[t].kind == TK_LPAREN)
			depth++;
		else if (ta->v[t].kind == TK_RPAREN && --depth == 0) {
			if (es->owner[t])
				add_ins(ap, ta->v[a].start, 0, es->owner[a] - 1, " ", 1);
			return;
		}
	}
}

/* Apply the braces E of edit_brace_body around a lone body: the `{` at
 * the end of the header's line (after a block comment that ends it; a
 * `//` comment would swallow it, so then before that), and, when the
 * body shares the header's line, the body moved to a line of its own
 * one step deeper than the header's line, its other lines with it.
 * (The `}` is an insertion of its own.) */
static void brace_body(Apply *ap, const Edit *e, size_t seq)
{
	EditSet *es = ap->es;
	const TokenArray *ta = es->ta;
	const char *s = ap->s;
	long hdr = e->ref, bf = e->first;
	size_t at = ta->v[hdr].end, p = at, lim = ta->v[bf].start;
	/* a conditional between the header and its body (`#else if (x)
	 * #endif'): the `{' goes on a line of its own just before the
	 * body, at the header's indentation, in no branch of it */
	int pp_between = 0;
	uint16_t in_pp = ta->v[hdr].flags & TF_IN_PP;   /* all of it in a #define body */
	for (long t = hdr; t < bf && !pp_between; t++)
		pp_between = (ta->v[t].flags & TF_HIDDEN) ||
			     (ta->v[t].flags & TF_IN_PP) != in_pp ||
			     (ta->v[t].kind >= TK_PP_DEFINE && ta->v[t].kind <= TK_PP_SKIPPED);
	if (pp_between && tok_at_bol(ta, bf)) {
		size_t hl;
		const char *hi = edit_line_indent(es, e->head, &hl);
		char *t = arena_alloc(es->arena, hl + 4), *o = t;
		memcpy(o, hi, hl);
		o += hl;
		*o++ = '{';
		if (ap->crlf)
			*o++ = '\r';
		*o++ = '\n';
		add_ins(ap, line_start(s, lim), 0, seq, t, (size_t)(o - t));
		return;
	}
	while (p < lim && s[p] != '\n') {
		if (is_blank(s[p]) || s[p] == '\r') {
			p++;
			continue;
		}
		if (p + 1 < lim && s[p] == '/' && s[p + 1] == '*') {
			at = p = comment_end(s, lim, p);
			continue;
		}
		if (p + 1 < lim && s[p] == '/' && s[p + 1] == '/') {
			/* after a `//` comment, on a line of its own */
			at = comment_end(s, lim, p);
			if (at > p && s[at - 1] == '\r')
				at--;
			size_t hl;
			const char *hi = edit_line_indent(es, e->head, &hl);
			char *t = arena_alloc(es->arena, hl + 4), *o = t;
			if (ap->crlf)
				*o++ = '\r';
			*o++ = '\n';
			memcpy(o, hi, hl);
			o += hl;
			*o++ = '{';
			add_ins(ap, at, 0, seq, t, (size_t)(o - t));
			at = (size_t)-1;
			break;
		}
		break;
	}
	if (at != (size_t)-1)
		add_ins(ap, at, 0, seq, " {", 2);
	if (tok_at_bol(ta, bf))
		return;
	const char *u = edit_indent_unit(es);
	size_t hl, ul = strlen(u);
	const char *hi = edit_line_indent(es, e->head, &hl);
	if (!ap->vind) {
		ap->vind = arena_alloc(es->arena, ta->n * sizeof *ap->vind);
		ap->vlen = arena_alloc(es->arena, ta->n * sizeof *ap->vlen);
	}
	ap->vind[bf] = cat2(ap, hi, hl, u, ul);
	ap->vlen[bf] = hl + ul;
	size_t q = lim;
	while (q > ta->v[hdr].end && is_blank(s[q - 1]))
		q--;
	del_range(ap, q, lim);
	if (es->owner[bf] && at == ta->v[hdr].end && q == at) {
		/* a replaced body: its new code follows the `{' on the
		 * header's line (`else {if (b) {'), as spatch prints it */
		if (!ap->vglued)
			ap->vglued = arena_alloc(es->arena, ta->n);
		ap->vglued[bf] = 1;
	} else {
		add_ins(ap, lim, 0, seq, ap->crlf ? "\r\n" : "\n", ap->crlf ? 2 : 1);
	}
	if (!es->owner[bf])
		add_touch(ap, lim, 2, seq, (char *)ap->vind[bf], ap->vlen[bf]);
	for (long t = bf + 1; t <= (long)e->last; t++)
		if (printed(&ta->v[t]) && !es->owner[t] && tok_at_bol(ta, t))
			add_touch(ap, line_start(s, ta->v[t].start), 2, seq, (char *)u, ul);
}

/* Re-indent the lines that start with a token of E->first..E->last:
 * the first of them gets the indentation of E->ref's line, the others
 * keep their indentation relative to it (lines not indented at least
 * like the first are left alone). */
static void indent_like(Apply *ap, const Edit *e, size_t seq)
{
	EditSet *es = ap->es;
	const TokenArray *ta = es->ta;
	size_t bl = 0, tl;
	const char *base = NULL;
	const char *target = edit_line_indent(es, e->ref, &tl);
	for (long t = e->first; t <= (long)e->last; t++) {
		if (!printed(&ta->v[t]) || es->owner[t] || !tok_at_bol(ta, t))
			continue;
		size_t cl;
		const char *cur = edit_line_indent(es, (size_t)t, &cl);
		if (!base) {
			base = cur;
			bl = cl;
		}
		if (cl < bl || memcmp(cur, base, bl) != 0)
			continue;
		size_t ls = (size_t)(cur - ap->s);
		if (ap->del[ls])
			continue;
		del_range(ap, ls, ls + bl);
		add_ins(ap, ls, 2, seq, (char *)target, tl);
	}
}

/* Does the rest of the line from P hold only blanks and comments, at
 * least one comment? */
static int only_comment_follows(const char *s, size_t len, size_t p)
{
	int seen = 0;
	while (p < len && s[p] != '\n') {
		if (is_blank(s[p])) {
			p++;
		} else if (s[p] == '/' && p + 1 < len && s[p + 1] == '*') {
			p += 2;
			while (p + 1 < len && !(s[p] == '*' && s[p + 1] == '/'))
				p++;
			p += 2;
			seen = 1;
		} else if (s[p] == '/' && p + 1 < len && s[p + 1] == '/') {
			return 1;
		} else {
			return 0;
		}
	}
	return seen;
}

/* Is byte P gone already, or a blank (not a newline)? */
static int blank_or_gone(const Apply *ap, size_t p)
{
	return ap->del[p] || is_blank(ap->s[p]);
}

/* When token A, first of a removed directive (an #include), has no code
 * before it, the comment that opens the file (its licence) stays, as
 * spatch keeps it, with the rest of the lines it stands on: the offset
 * after those lines (at most LIM), else 0. */
static size_t head_comment_end(const Apply *ap, long a, size_t lim)
{
	if (!is_directive(&ap->es->ta->v[a]))
		return 0;
	size_t p = comment_end(ap->s, lim, 0);
	if (p == 0)
		return 0;
	p = line_end(ap->s, ap->len, p) + 1;
	return p < lim ? p : lim;
}

/* For the removal of a toplevel definition starting at S, after token
 * PREV (-1: none): the comments between them go too, with the lines
 * they stand on; blank lines stay. */
static void drop_comments_before(Apply *ap, long prev, long a)
{
	const char *s = ap->s;
	size_t S = ap->es->ta->v[a].start, sl = line_start(s, S);
	/* Lines that start after PREV's line (and after any comment that
	 * begins on it). */
	size_t p = 0;
	if (prev >= 0) {
		p = after_line_of(ap, prev, a);
		if (p == (size_t)-1 || p > sl)
			return;         /* the definition starts on PREV's line */
	} else {
		p = head_comment_end(ap, a, sl);
	}
	while (p < sl) {
		size_t e = line_end(s, ap->len, p);
		size_t q = p;
		while (q < e && is_blank(s[q]))
			q++;
		if (q < e)              /* a comment (or its part) on this line */
			del_range(ap, p, e + 1);
		p = e + 1;
	}
	del_range(ap, sl, S);
}

static int word_char(unsigned char c)
{
	return c == '_' || c == '$' || c >= 0x80 || (c >= '0' && c <= '9') ||
	       ((c | 32) >= 'a' && (c | 32) <= 'z');
}

/* Would characters C1 and C2 side by side lex differently from C1 and
 * C2 apart: one identifier or number, a longer operator, a comment? */
static int glues(char c1, char c2)
{
	static const char *const pairs[] = { "++", "--", "->", "<<", ">>", "<=", ">=", "==", "!=",
		"&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=", "##", "/*", "//", "..",
		"<:", ":>", "<%", "%>", "%:", NULL };
	unsigned char a = (unsigned char)c1, b = (unsigned char)c2;
	if (word_char(a) && word_char(b))
		return 1;
	if ((a == '.' && b >= '0' && b <= '9') || (b == '.' && a >= '0' && a <= '9'))
		return 1;
	for (int i = 0; pairs[i]; i++)
		if (pairs[i][0] == c1 && pairs[i][1] == c2)
			return 1;
	return 0;
}

/* Output O (N > 0 bytes) ends, and C2 comes next across an edit: does a
 * space have to separate them?  (Not after the end of a comment, nor a
 * `.' after a name that ends in a digit: `p->E2.b'.) */
static int joins(const char *o, size_t n, char c2)
{
	char c1 = o[n - 1], c0 = n > 1 ? o[n - 2] : 0;
	if (c1 == '/' && c0 == '*')
		return 0;
	if (c2 == '.' && c1 >= '0' && c1 <= '9') {
		size_t w = n;
		while (w > 0 && word_char((unsigned char)o[w - 1]))
			w--;
		if (!(o[w] >= '0' && o[w] <= '9'))
			return 0;       /* a name, not a number */
	}
	return glues(c1, c2);
}

/* ---- --keep-comments ------------------------------------------------------ */

static int keep_comments;

void edit_set_keep_comments(int on)
{
	keep_comments = on;
}

/* Are bytes [FROM, TO) of the file all blanks and line ends? */
static int only_blanks(const Apply *ap, size_t from, size_t to)
{
	for (size_t p = from; p < to && p < ap->len; p++)
		if (!is_blank(ap->s[p]) && ap->s[p] != '\n' && ap->s[p] != '\r')
			return 0;
	return 1;
}

/* The end of the comment starting at P (s[P] == '/'), or P if none. */
static size_t comment_end(const char *s, size_t len, size_t p)
{
	if (p + 1 >= len || s[p] != '/' || (s[p + 1] != '*' && s[p + 1] != '/'))
		return p;
	size_t e = p + 2;
	if (s[p + 1] == '*') {
		while (e + 1 < len && !(s[e] == '*' && s[e + 1] == '/'))
			e++;
		return e + 2 <= len ? e + 2 : len;
	}
	while (e < len && s[e] != '\n')
		e++;
	return e;
}

int edit_has_comment(const char *s, size_t from, size_t to)
{
	for (size_t p = from; p + 1 < to; p++)
		if (s[p] == '/' && (s[p + 1] == '*' || s[p + 1] == '/'))
			return 1;
	return 0;
}

/* The removal run A..B with --keep-comments: its tokens go with the
 * blanks beside them, but the comments between them stay with the line
 * ends (after a statement's end, with the blanks before them too); then
 * each line of the run left with nothing goes whole, and a comment that
 * follows the run alone takes its place.  Returns 0 when no comment is
 * concerned (the usual tidying applies). */
static long kept_before(const EditSet *es, long a);
static long kept_after(const EditSet *es, long b);

/* Does token T start a declaration (a type, a storage class)? */
static int starts_declaration(const Token *t)
{
	static const int kws[] = { KW_AUTO, KW_CHAR, KW_CONST, KW_DOUBLE, KW_ENUM, KW_EXTERN,
		KW_FLOAT, KW_INLINE, KW_INT, KW_LONG, KW_REGISTER, KW_SHORT, KW_SIGNED, KW_STATIC,
		KW_STRUCT, KW_TYPEDEF, KW_UNION, KW_UNSIGNED, KW_VOID, KW_VOLATILE, KW_BOOL };
	if (t->kind == TK_TYPEDEF_NAME)
		return 1;
	for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
		if (is_keyword(t, kws[i]))
			return 1;
	return 0;
}

/* Does the code at token I read as a declaration: a type word, or a
 * name followed by a name (after stars), as `u8 x;' or `u8 *x;'? */
static int reads_as_declaration(const TokenArray *ta, uint32_t i)
{
	if (i >= ta->n)
		return 0;
	if (starts_declaration(&ta->v[i]))
		return 1;
	if (ta->v[i].kind != TK_IDENT)
		return 0;
	uint32_t j = i + 1;
	while (j < ta->n && ta->v[j].kind == TK_STAR)
		j++;
	return j < ta->n && ta->v[j].kind == TK_IDENT;
}

static int tidy_run_keep(Apply *ap, long a, long b, int has_inline)
{
	const TokenArray *ta = ap->es->ta;
	const char *s = ap->s;
	size_t S = ta->v[a].start, E = ta->v[b].end;
	size_t R = E;
	while (R < ap->len && is_blank(s[R]))
		R++;
	int comment_after = R + 1 < ap->len && s[R] == '/' && (s[R + 1] == '*' || s[R + 1] == '/');
	int inner = 0;
	for (long t = a; t < b; t++)
		inner |= edit_has_comment(s, ta->v[t].end, ta->v[t + 1].start);
	if (!inner && !comment_after)
		return 0;
	if (!inner && (has_inline || !only_blanks(ap, line_start(s, S), S)))
		return 0;
	int first_kept = 1;
	for (long t = a; t <= b; t++) {
		del_range(ap, ta->v[t].start, ta->v[t].end);
		if (t == b)
			break;
		size_t g = ta->v[t].end, ge = ta->v[t + 1].start;
		int after_stmt = ta->v[t].kind == TK_SEMI || ta->v[t].kind == TK_RBRACE ||
				 ta->v[t].kind == TK_LBRACE;
		for (size_t p = g; p < ge;) {
			size_t ce = comment_end(s, ge, p);
			if (ce > p) {
				first_kept = 0;
				p = ce;
				continue;
			}
			if (!is_blank(s[p])) {
				p++;    /* a line end stays */
				continue;
			}
			size_t q = p;
			while (q < ge && is_blank(s[q]))
				q++;
			int next_comment = comment_end(s, ge, q) > q;
			int after_tok = p == g;
			int before_tok = q == ge;
			int keep = (!after_tok && !before_tok) || s[p - 1] == '\n';
			if (next_comment && (after_stmt || (has_inline && first_kept)))
				keep = 1;
			if (!keep)
				del_range(ap, p, q);
			p = q;
		}
	}
	/* lines of the run left with nothing */
	size_t first_line = line_start(s, S);
	for (size_t ls = first_line; ls <= E && ls < ap->len;) {
		size_t le = line_end(s, ap->len, ls);
		int empty = 1;
		for (size_t p = ls; p < le && empty; p++)
			if (!ap->del[p] && !is_blank(s[p]) && s[p] != '\r')
				empty = 0;
		if (empty && !(le >= E && comment_after))
			del_range(ap, ls, le < ap->len ? le + 1 : le);
		ls = le + 1;
	}
	/* a comment after the run alone on the line: at the run's place */
	if (comment_after) {
		size_t ls = line_start(s, E);
		int alone = 1;
		for (size_t p = ls; p < E && alone; p++)
			if (!ap->del[p] && !is_blank(s[p]))
				alone = 0;
		if (alone)
			del_range(ap, E, R);
	}
	return 1;
}

/* Can C start an operand (a name, a number, a unary operator, an
 * opening parenthesis)? */
static int opens_operand(char c)
{
	return word_char((unsigned char)c) || strchr("&*(!~-+\"'", c) != NULL;
}

static void tidy_run(Apply *ap, long a, long b, int has_inline, int has_lines_before, int decl)
{
	const TokenArray *ta = ap->es->ta;
	const char *s = ap->s;
	size_t S = ta->v[a].start, E = ta->v[b].end;
	del_range(ap, S, E);
	if (has_inline)
		return;
	if (decl)
		drop_comments_before(ap, prev_tok(ta, a), a);
	size_t L = S;
	while (L > 0 && blank_or_gone(ap, L - 1) && !(s[L - 1] == '\n' && !ap->del[L - 1]))
		L--;
	size_t R = E;
	while (R < ap->len && is_blank(s[R]) && s[R] != '\r')
		R++;
	int bol = L == 0 || s[L - 1] == '\n';
	size_t r2 = R;
	if (r2 < ap->len && s[r2] == '\r' && r2 + 1 < ap->len && s[r2 + 1] == '\n')
		r2++;
	int eol = r2 == ap->len || s[r2] == '\n';
	if (bol && !eol && R < ap->len && s[R] == '\\') {
		/* a continued line of a #define: its backslash goes with it */
		r2 = R + 1;
		if (r2 < ap->len && s[r2] == '\r' && r2 + 1 < ap->len && s[r2 + 1] == '\n')
			r2++;
		eol = r2 < ap->len && s[r2] == '\n';
		if (!eol)
			r2 = R;
	}
	if (bol && eol) {
		size_t end = r2 < ap->len ? r2 + 1 : r2;
		del_range(ap, L, end);
		Gone g = { L, end, a, b, decl };
		vec_push(&ap->gone, g);
		return;
	}
	if (bol) {
		if (only_comment_follows(s, ap->len, E) && ap->es->no_tidy) {
			/* context mode shows lines: the starred line goes
			 * whole, comment included (only its first line, when
			 * it goes on) */
			size_t end = E;
			while (end < ap->len && s[end] != '\n')
				end++;
			del_range(ap, L, end < ap->len ? end + 1 : end);
			return;
		}
		if (only_comment_follows(s, ap->len, E)) {
			if (has_lines_before) {
				/* The comment ends the last added line. */
				del_range(ap, L, S);
				size_t g = line_start(s, S);   /* where those lines go */
				vec_push(&ap->glue, g);
				return;
			}
			/* spatch joins the comment to the end of the previous
			 * line, whatever that line ends with. */
			size_t from = L;
			if (from > 0) {
				from--;         /* the newline */
				while (from > 0 && blank_or_gone(ap, from - 1))
					from--;
			}
			if (from > 0 && glues(s[from - 1], '/') &&
			    !(from >= 2 && s[from - 1] == '/' && s[from - 2] == '*'))
				from = L;       /* keep `a /` from becoming `a //` */
			del_range(ap, from, S);
			/* the blanks before the comment go, unless the code
			 * after it is a declaration: then spatch leaves them */
			long nx = kept_after(ap->es, b);
			if (!decl && !(nx >= 0 && reads_as_declaration(ta, (uint32_t)nx)))
				del_range(ap, E, R);
			return;
		}
		/* Code follows on the line: it takes the run's place (the
		 * blanks after the run go, the indentation stays); after a
		 * whole declaration spatch leaves them. */
		if (!(starts_declaration(&ta->v[a]) && ta->v[b].kind == TK_SEMI))
			del_range(ap, E, R);
		return;
	}
	if (eol) {
		del_range(ap, L, S);
		/* the first items of a list that goes on on the next line: that
		 * line joins the `(` (`h(c,` over `x);` less `c,` is `h(x);`) */
		long p = kept_before(ap->es, a), nx = kept_after(ap->es, b);
		if (p >= 0 && ta->v[p].kind == TK_LPAREN && nx < (long)ta->n - 1 &&
		    only_blanks(ap, E, ta->v[nx].start))
			del_range(ap, E, ta->v[nx].start);
		return;
	}
	/* Inside a line: drop the blanks after the run (or before it), unless
	 * that would glue the code on both sides into other tokens. */
	if (R > E) {
		if (L < S || !glues(s[S - 1], s[R]))
			del_range(ap, E, R);
	} else if (L < S && !glues(s[L - 1], s[E]) && !opens_operand(s[E])) {
		/* "b + c;" less "+ c" is "b;"; but "a = (int)b" less the
		 * cast keeps its blank: "a = b" */
		del_range(ap, L, S);
	}
}

/* Whole lines removed from the very start of the file leave one empty
 * line, as spatch does: the newline of the last of them stays (unless
 * code is added there). */
static void keep_first_newline(Apply *ap)
{
	if (!ap->len || !ap->del[0] || (ap->ins.n && ap->ins.v[0].off == 0))
		return;
	size_t i = 0;
	while (i < ap->len && ap->del[i])
		i++;
	if (i > 0 && ap->s[i - 1] == '\n' && !(ap->ins.n && ap->ins.v[0].off <= i))
		ap->del[i - 1] = 0;
}

/* Is some insertion placed in [FROM, TO]?  (INS is sorted.) */
static int ins_within(const Apply *ap, size_t from, size_t to)
{
	size_t lo = 0, hi = ap->ins.n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (ap->ins.v[mid].off < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < ap->ins.n && ap->ins.v[lo].off <= to;
}

static int line_is_blank(const Apply *ap, size_t p)
{
	while (p < ap->len && is_blank(ap->s[p]))
		p++;
	return p < ap->len && ap->s[p] == '\n';
}

/* The nearest token before A (after B) that is printed and not removed. */
static long kept_before(const EditSet *es, long a)
{
	long p = prev_tok(es->ta, a);
	while (p >= 0 && es->owner[p])
		p = prev_tok(es->ta, p);
	return p;
}

static long kept_after(const EditSet *es, long b)
{
	long n = next_tok(es->ta, b);
	while (n < (long)es->ta->n - 1 && es->owner[n])
		n = next_tok(es->ta, n);
	return n;
}

/* Blank and comment lines around removed lines, as spatch tidies them.
 * Removed lines that only blank lines and comments separate make one
 * group, and the lines between them go.  For each group, P is the lines
 * between the previous remaining token's line and the group (blank
 * lines and comments only), N the same after the group.
 *   - before a `}` or the end of the file, when the group starts with a
 *     removed `}`, or when the group is a removed toplevel definition: P
 *     goes (no blank line or comment left dangling at the end of a block,
 *     no comment left over a definition that is gone);
 *   - before a blank line: P goes, or if P is empty and the group
 *     follows a `{`, the blank lines at the start of N go;
 *   - otherwise nothing more.
 * Groups next to added code are left alone. */
static void tidy_lines(Apply *ap)
{
	const EditSet *es = ap->es;
	const TokenArray *ta = es->ta;
	for (size_t g = 0; g < ap->gone.n;) {
		size_t h = g, gs = ap->gone.v[g].from, ge = ap->gone.v[g].to;
		int decl = ap->gone.v[g].decl;
		while (h + 1 < ap->gone.n) {
			const Gone *nx = &ap->gone.v[h + 1];
			/* No remaining token and no addition between the two,
			 * nor in place of the first (a line replaced by added
			 * code ends a group: the comment after it stays) */
			long k = kept_after(es, ap->gone.v[h].b);
			if (ta->v[k].start < nx->from || ins_within(ap, ap->gone.v[h].from, nx->from))
				break;
			if (keep_comments && !only_blanks(ap, ge, nx->from))
				break;   /* comment lines between them stay */
			del_range(ap, ge, nx->from);
			h++;
			ge = nx->to;
			decl |= nx->decl;
		}
		long a = ap->gone.v[g].a, b = ap->gone.v[h].b;
		g = h + 1;
		long prev = kept_before(es, a), next = kept_after(es, b);
		size_t pstart = 0;
		if (prev >= 0) {
			pstart = after_line_of(ap, prev, a);
			if (pstart == (size_t)-1 || pstart > gs)
				continue;
		} else if (decl) {
			pstart = head_comment_end(ap, a, gs);
		}
		size_t nend = line_start(ap->s, ta->v[next].start);
		if (nend < ge || ins_within(ap, pstart, nend))
			continue;
		if (decl || ta->v[next].kind == TK_RBRACE || ta->v[next].kind == TK_EOF ||
		    ta->v[a].kind == TK_RBRACE) {
			del_range(ap, pstart, gs);
		} else if (ge < nend && line_is_blank(ap, ge)) {
			if (pstart < gs) {
				del_range(ap, pstart, gs);
			} else if (prev >= 0 && ta->v[prev].kind == TK_LBRACE) {
				size_t q = ge;
				while (q < nend && line_is_blank(ap, q)) {
					size_t e = line_end(ap->s, ap->len, q) + 1;
					del_range(ap, q, e);
					q = e;
				}
			}
		}
	}
}

/* ---- long added lines (--max-width) --------------------------------------- */

static int max_width = 78;

void edit_set_max_width(int width)
{
	max_width = width > 0 ? width : 78;
}

typedef VEC(char) Out;
typedef VEC(unsigned char) Mask;

/* Append TEXT (LEN bytes) of an insertion to O, its bytes marked in M
 * as added code (1), or as the indentation of a line that braces moved
 * (2: spatch prints such a line again, so long ones are broken too; see
 * wrap.h). */
static void put_added(Out *o, Mask *m, const char *text, size_t len, int touch)
{
	vec_grow(o, len);
	vec_grow(m, len);
	memcpy(o->v + o->n, text, len);
	memset(m->v + m->n, touch ? 2 : 1, len);
	o->n += len;
	m->n += len;
}

/* put_added for text placed inside a #define: each of its line ends
 * that no backslash continues yet gets one, so the added lines stay in
 * the macro's body. */
static void put_added_continued(Out *o, Mask *m, const char *text, size_t len, int touch)
{
	size_t from = 0;
	for (size_t i = 0; i < len; i++) {
		if (text[i] != '\n')
			continue;
		size_t e = i > from && text[i - 1] == '\r' ? i - 1 : i;
		int done = e > 0 && text[e - 1] == '\\';
		put_added(o, m, text + from, e - from, touch);
		if (!done) {
			/* no blank before it when the text has one already */
			if (!(e > from && (text[e - 1] == ' ' || text[e - 1] == '\t')) &&
			    !(e == from && o->n && (o->v[o->n - 1] == ' ' || o->v[o->n - 1] == '\t')))
				put_added(o, m, " ", 1, touch);
			put_added(o, m, "\\", 1, touch);
		}
		from = e;
	}
	put_added(o, m, text + from, len - from, touch);
}

static const EditSet *sorting;   /* the edit set whose insertions cmp_ins sorts */

/* Insertions at one place, of keyed additions on one side of one token
 * for different code: the one for the inner code goes nearer the token
 * (after a `;`, a statement's additions come before those of the block
 * that ends there); else in the order they were recorded. */
static int cmp_ins(const void *x, const void *y)
{
	const Ins *a = x, *b = y;
	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	if (a->pri != b->pri)
		return a->pri - b->pri;
	const Edit *ea = &sorting->v[a->seq], *eb = &sorting->v[b->seq];
	if (ea->kind == EK_INSERT && eb->kind == EK_INSERT && ea->key && eb->key &&
	    ea->side == eb->side && ea->first == eb->first && (ea->key >> 32) != (eb->key >> 32)) {
		int inner_first = (ea->key >> 32) > (eb->key >> 32) ? -1 : 1;
		return ea->side == EDIT_AFTER ? inner_first : -inner_first;
	}
	if (ea->kind == EK_INSERT && eb->kind == EK_INSERT && ea->first == eb->first &&
	    ea->side == EDIT_AFTER && eb->side == EDIT_AFTER && ea->key == eb->key &&
	    (ea->ref != 0) != (eb->ref != 0))
		return ea->ref ? 1 : -1;   /* the `}` of braces after what goes inside */
	if (ea->kind == EK_INSERT && eb->kind == EK_INSERT && ea->first == eb->first &&
	    ea->side == EDIT_AFTER && eb->side == EDIT_AFTER && ea->ref && eb->ref &&
	    ea->ref != eb->ref)
		return ea->ref > eb->ref ? -1 : 1;  /* nested braces: the inner `}` first */
	if (ea->kind == EK_INSERT && eb->kind == EK_INSERT && ea->stacked && eb->stacked &&
	    ea->side == eb->side && ea->first == eb->first && ea->stacked != eb->stacked)
		return ea->stacked > eb->stacked ? -1 : 1;   /* `++`: the last group first */
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Inline text ending with `*` that replaces code sticks to the code
 * after it on the line, as spatch prints a pointer type: `int x`
 * with `int` replaced by `char *` is `char *x`. */
static void glue_after_star(Apply *ap, const Edit *e)
{
	size_t n = e->len;
	while (n && is_blank(e->text[n - 1]))
		n--;
	if (!n || e->text[n - 1] != '*')
		return;
	size_t from = ap->es->ta->v[e->last].end, to = from;
	while (to < ap->len && is_blank(ap->s[to]))
		to++;
	if (to < ap->len && ap->s[to] != '\n' && ap->s[to] != '\r')
		del_range(ap, from, to);
}

/* Does the text from FROM to TO hold a whole line (two line breaks)? */
static int holds_line(const Apply *ap, size_t from, size_t to)
{
	int nl = 0;
	for (size_t p = from; p < to && p < ap->len; p++)
		nl += ap->s[p] == '\n';
	return nl >= 2;
}

char *edit_apply(EditSet *es, size_t *outlen)
{
	const TokenArray *ta = es->ta;
	Apply ap = { .es = es, .s = ta->src->text, .len = ta->src->len };
	const char *firstnl = memchr(ap.s, '\n', ap.len);
	ap.crlf = firstnl && firstnl > ap.s && firstnl[-1] == '\r';
	ap.del = arena_alloc(es->arena, ap.len + 1);
	size_t nt = ta->n;
	/* Which tokens carry inline text or line additions at their edges. */
	char *inl_before = arena_alloc(es->arena, nt), *inl_after = arena_alloc(es->arena, nt);
	char *lines_bef = arena_alloc(es->arena, nt);
	for (size_t i = 0; i < es->n; i++) {
		const Edit *e = &es->v[i];
		if (e->kind == EK_REPLACE) {
			if (e->layout == EDIT_INLINE || !tok_at_bol(ta, e->first))
				inl_before[e->first] = 1;
			else
				lines_bef[e->first] = 1;
		} else if (e->kind == EK_INSERT) {
			if (e->layout == EDIT_INLINE)
				(e->side == EDIT_BEFORE ? inl_before : inl_after)[e->first] = 1;
			else if (e->side == EDIT_BEFORE)
				lines_bef[e->first] = 1;
		}
	}
	/* Removal runs: consecutive tokens that one edit removes (with the
	 * trivia between them); separate edits make separate runs. */
	for (long i = 0; i < (long)nt - 1;) {
		if (!printed(&ta->v[i]) || !es->owner[i]) {
			i++;
			continue;
		}
		long a = i, b = i;
		for (long j = next_tok(ta, i); j < (long)nt - 1 && es->owner[j] && es->joined[j];
		     j = next_tok(ta, j)) {
			if (es->no_tidy && holds_line(&ap, ta->v[b].end, ta->v[j].start))
				break;   /* context mode: a line between starred lines stays */
			b = j;
		}
		if (!keep_comments || !tidy_run_keep(&ap, a, b, inl_before[a] || inl_after[b]))
			tidy_run(&ap, a, b, inl_before[a] || inl_after[b], lines_bef[a],
				 es->v[es->owner[a] - 1].decl);
		if (a == b && ta->v[a].kind == TK_LPAREN)
			unparen_blank(&ap, a);
		i = b + 1;
	}
	/* Braces first: they may move a body, and what is added next to
	 * it goes where it moved. */
	for (size_t i = 0; i < es->n; i++)
		if (es->v[i].kind == EK_BRACE)
			brace_body(&ap, &es->v[i], i);
	/* lines that replace a line's first token, at another line's
	 * indentation (edit_indent_line_like) */
	for (size_t i = 0; i < es->n; i++) {
		const Edit *e = &es->v[i];
		if (e->kind != EK_INDENT_LIKE || !e->side || !tok_at_bol(ta, e->first))
			continue;
		if (!ap.vind) {
			ap.vind = arena_alloc(es->arena, ta->n * sizeof *ap.vind);
			ap.vlen = arena_alloc(es->arena, ta->n * sizeof *ap.vlen);
		}
		ap.vind[e->first] = edit_line_indent(es, e->ref, &ap.vlen[e->first]);
	}
	/* Insertions. */
	for (size_t i = 0; i < es->n; i++) {
		const Edit *e = &es->v[i];
		if (e->kind == EK_REMOVE || e->kind == EK_BRACE)
			continue;
		if (e->kind == EK_INDENT_LIKE) {
			if (!e->side)
				indent_like(&ap, e, i);
			continue;
		}
		if (e->kind == EK_INDENT) {
			/* After any lines added before the line: pri 2. */
			for (long t = e->first; t <= (long)e->last; t++)
				if (printed(&ta->v[t]) && !es->owner[t] && tok_at_bol(ta, t))
					add_ins(&ap, line_start(ap.s, ta->v[t].start), 2, i,
						(char *)e->text, e->len);
			continue;
		}
		long t = e->first;
		if (e->layout == EDIT_INLINE) {
			char *txt = arena_strndup(es->arena, e->text, e->len);
			if (e->kind == EK_REPLACE)
				glue_after_star(&ap, e);
			if (e->kind == EK_REPLACE && ap.vind && ap.vind[t] && tok_at_bol(ta, t)) {
				/* inline code replacing a line's first token, the line
				 * at another line's indentation (edit_indent_line_like) */
				size_t ls = line_start(ap.s, ta->v[t].start);
				del_range(&ap, ls, ta->v[t].start);
				add_ins(&ap, ls, 1, i, (char *)ap.vind[t], ap.vlen[t]);
			}
			if (e->kind == EK_REPLACE || e->side == EDIT_BEFORE)
				add_ins(&ap, ta->v[t].start, 1, i, txt, e->len);
			else
				add_ins(&ap, ta->v[t].end, 0, i, txt, e->len);
		} else if (e->kind == EK_REPLACE || e->side == EDIT_BEFORE) {
			lines_before(&ap, e, t, i);
		} else {
			lines_after(&ap, e, t, i);
		}
	}
	sorting = es;
	if (ap.ins.n > 1)
		qsort(ap.ins.v, ap.ins.n, sizeof *ap.ins.v, cmp_ins);
	/* A comment left behind by a removed line closes the last line
	 * added in its place: the last insertion at that offset (binary
	 * search for the end of the offset's group). */
	for (size_t g = 0; g < ap.glue.n; g++) {
		size_t lo = 0, hi = ap.ins.n, off = ap.glue.v[g];
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			if (ap.ins.v[mid].off <= off)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (lo == 0)
			continue;
		Ins *last = &ap.ins.v[lo - 1];
		if (last->off == off && last->pri == 1 && last->len && last->text[last->len - 1] == '\n') {
			last->len--;
			if (last->len && last->text[last->len - 1] == '\r')
				last->len--;
		}
	}
	if (!es->no_tidy) {
		tidy_lines(&ap);
		keep_first_newline(&ap);   /* not in context mode: starred lines just go */
	}
	size_t total = 0;
	for (size_t i = 0; i < ap.len; i++)
		total += !ap.del[i];
	for (size_t k = 0; k < ap.ins.n; k++)
		total += ap.ins.v[k].len;
	/* Room for a separating space at every edit boundary; broken
	 * argument lists grow the buffer as needed. */
	Out ob = { .v = NULL };
	vec_grow(&ob, total + ap.ins.n + ap.len / 2 + 2);
	Mask mb = { .v = NULL };
	vec_grow(&mb, total + ap.ins.n + ap.len / 2 + 2);
	/* the bytes of tokens added again as they were: kept, but their
	 * lines are touched (2) as those of added code */
	uint8_t *same = NULL;
	if (es->same) {
		same = xcalloc(ap.len + 1, 1);
		for (size_t t = 0; t < es->ta->n; t++)
			if (es->same[t])
				for (size_t b = es->ta->v[t].start; b < es->ta->v[t].end && b < ap.len; b++)
					same[b] = 2;
	}
	size_t k = 0;
	int contiguous = 0;          /* the last byte out is the file byte before I */
	/* the #define directives, in order: text added after a define's `#'
	 * and up to the end of its logical line belongs to its body */
	size_t dt = 0;               /* the next define token to look at */
	size_t def_lo = 0, def_hi = 0;   /* the current define: (lo, hi] */
	for (size_t i = 0; i <= ap.len; i++) {
		if (k < ap.ins.n && ap.ins.v[k].off == i && i > def_hi) {
			/* the define whose region may hold I, if any */
			for (; dt < ta->n && ta->v[dt].start < i; dt++) {
				if (ta->v[dt].kind != TK_PP_DEFINE)
					continue;
				size_t e = dt + 1;
				while (e < ta->n && ta->v[e].kind != TK_PP_END && ta->v[e].kind != TK_EOF)
					e++;
				def_lo = ta->v[dt].start;
				def_hi = e < ta->n ? ta->v[e].start : ap.len;
				if (def_hi >= i)
					break;
			}
		}
		int in_define = i > def_lo && i <= def_hi;
		while (k < ap.ins.n && ap.ins.v[k].off == i) {
			const Ins *in = &ap.ins.v[k++];
			if (!in->len)
				continue;
			if (ob.n && joins(ob.v, ob.n, in->text[0])) {
				vec_push(&ob, ' ');
				vec_push(&mb, 0);
			}
			if (in_define && memchr(in->text, '\n', in->len))
				put_added_continued(&ob, &mb, in->text, in->len, in->touch);
			else
				put_added(&ob, &mb, in->text, in->len, in->touch);
			contiguous = 0;
		}
		if (i < ap.len && !ap.del[i]) {
			/* added code ending in a comma: a blank before the kept
			 * code after it on the line (`g(a,' + `b)': `g(a, b)') */
			int comma = !contiguous && ob.n && mb.v[mb.n - 1] == 1 && ob.v[ob.n - 1] == ',' &&
				    ap.s[i] != ' ' && ap.s[i] != '\t' && ap.s[i] != '\n' && ap.s[i] != '\r';
			if (comma || (!contiguous && ob.n &&
				      joins(ob.v, ob.n, ap.s[i]))) {
				vec_push(&ob, ' ');
				vec_push(&mb, 0);
			}
			vec_push(&ob, ap.s[i]);
			vec_push(&mb, same ? same[i] : 0);
			contiguous = 1;
		} else {
			contiguous = 0;
		}
	}
	xfree(same);
	WrapStyle ws = { max_width, edit_indent_unit(es)[0] == '\t' };
	size_t wlen;
	char *wrapped = wrap_long_lines(ob.v, ob.n, mb.v, &ws, &wlen);
	if (wrapped) {
		vec_free(&ob);
		ob.v = wrapped;
		ob.n = wlen;
	}
	char *out = arena_alloc(es->arena, ob.n + 1);
	memcpy(out, ob.v, ob.n);
	out[ob.n] = 0;
	*outlen = ob.n;
	vec_free(&ob);
	vec_free(&mb);
	vec_free(&ap.ins);
	vec_free(&ap.glue);
	vec_free(&ap.gone);
	return out;
}
