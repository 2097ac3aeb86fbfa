/* wrap.c - breaking the long lines that a transformation touched; see
 * wrap.h.
 *
 * One pass over the new text with a small C scanner (comments, string
 * and character literals, brackets; preprocessor lines are copied as
 * they are).  A stack of open brackets says, for every bracket, the
 * column after it, the region it was opened in and how many brackets
 * (a block's braces excepted) it is in.  The outermost `(` of a
 * statement (no bracket around it but a block's braces; the braces of
 * an initializer or of a statement expression count) that follows a
 * name or a `)' (the parameters of `int (*fn)(...)') is a list whose
 * commas may be broken after.
 *
 * A region starts at a line that holds added code, or that braces added
 * around it moved one step in (spatch prints such lines again; all their
 * tokens count as added) unless it continues a list opened on an earlier
 * line, and goes on over the lines that continue the outermost list open
 * where added code first shows in it (the anchor).  In a region, a token that ends past the
 * width breaks the line after the last comma on the line of an
 * outermost list that holds added code (seen so far), or between two
 * adjacent string literals of that list, whichever comes last: the blanks after
 * the comma become a line end (a bare one) and the alignment.  The
 * alignment is the column after the `(` when the `(` is in the region,
 * else the indentation of the region's first line, or, when that line
 * began inside an argument, the column where that argument starts if
 * it starts a line, else the column after the `(` again.  No line is
 * broken before an argument laid out by hand: one that holds a line end
 * of the old text inside a `(` of its own.  At a line end inside
 * the anchor, the next line is re-indented to the alignment of the
 * innermost `(` open there, and the region goes on, unless that line
 * is already laid out: indented at least as far as that `(` when the
 * `(` is in the region (or standing at the left margin, where spatch
 * leaves it), exactly at the region's indentation when not; then the
 * region stops there.  So that new breaks go where such kept
 * lines stand, a list that opens in the region looks ahead: when its
 * first line end is followed by a kept line, that line's indentation
 * is its alignment.
 */
#include "transform/wrap.h"

#include <stdint.h>
#include <string.h>
#include "base/arena.h"
#include "base/vec.h"

enum { MAX_OPEN = 256, LOOK_LIMIT = 1 << 16 };

typedef struct Open {
	char kind;                   /* '(' '[' '{' */
	char host;                   /* an outermost argument list */
	char keep;                   /* host in the region: its existing lines stay */
	char plus;                   /* added code was seen inside it */
	char pending;                /* no token yet since the bracket or its last comma */
	char ctl;                    /* the `(' of an if, while, for or switch */
	char mid;                    /* at the start of region MID_ID, a line began
					inside one of its arguments */
	uint32_t mid_id;
	int nest;                    /* brackets it is in since the innermost block */
	uint32_t region;             /* region it was opened in, 0 outside one */
	uint32_t serial;
	long p;                      /* column after the bracket */
	long argcol;                 /* column where its current element starts when
					that starts a line, else -1 */
	long align;                  /* host in the region: where broken lines go */
	size_t ooff;                 /* output offset just after the bracket */
} Open;

typedef VEC(char) Buf;

typedef struct Wrap {
	const char *s;
	size_t n;
	const unsigned char *plus;
	const WrapStyle *st;
	Buf o;
	size_t ostart;               /* output offset of the current line */
	long col;                    /* column at the end of the output */
	Open stk[MAX_OPEN];
	int sp, lost;                /* stack size; pushes beyond MAX_OPEN */
	uint32_t serial;
	/* the current region */
	int active;
	uint32_t id, anchor;
	long base;
	/* the last comma of the host list on this line */
	int bp_ok, bp_k;
	size_t bp_off;
	size_t bp_in;                /* input index of the same place */
	int bp_hand;                 /* what hand_laid_arg said of it, -1 unknown */
	uint32_t bp_serial;
	int changed;
	int moved;                   /* the current line was moved into new braces: all
					its tokens count as added */
	int in_comment;              /* inside a block comment */
	/* the last significant token: a name (and which) or punctuation */
	int prev_name, prev_kw;
	int prev_ctl;                /* the last token was if, while, for or switch */
	char prev_char;
	size_t str_end;              /* the last token was a string literal: output
					offset after it, else 0 */
	size_t str_in;               /* and the input index after it */
	long tok_col;                /* column where the token being put starts */
	int tok_first;               /* and it is the first token of its line */
	int line_fresh;              /* no token yet on the current input line */
} Wrap;

static long advance(long col, char c)
{
	return c == '\t' ? (col / 8 + 1) * 8 : col + 1;
}

static void put(Wrap *w, char c)
{
	vec_push(&w->o, c);
	if (c == '\n') {
		w->col = 0;
		w->ostart = w->o.n;
	} else {
		w->col = advance(w->col, c);
	}
}

static void put_indent(Wrap *w, long col)
{
	long c = 0;
	if (w->st->tabs)
		for (; c + 8 <= col; c += 8)
			put(w, '\t');
	for (; c < col; c++)
		put(w, ' ');
}

static int is_name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '$';
}

/* Words after which a `(` is not an argument list. */
static int not_call_word(const char *s, size_t len)
{
	static const char *const words[] = { "if", "for", "while", "switch", "return", "sizeof",
					     "do", "else", "case", "typeof", "__typeof__" };
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (strlen(words[i]) == len && !memcmp(words[i], s, len))
			return 1;
	return 0;
}

/* Width of the indentation of the line that starts at I. */
static long indent_at(const char *s, size_t n, size_t i)
{
	long col = 0;
	for (; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		col = advance(col, s[i]);
	return col;
}

/* The index past the string or character literal that starts at I
 * (stops at the end of a line that no backslash continues). */
static size_t skip_literal(const char *s, size_t n, size_t i)
{
	char q = s[i++];
	while (i < n && s[i] != q && s[i] != '\n') {
		if (s[i] == '\\' && i + 2 < n && s[i + 1] == '\r' && s[i + 2] == '\n')
			i += 2; /* a backslash-CRLF continues the literal */
		else if (s[i] == '\\' && i + 1 < n)
			i++;    /* an escape, or a backslash-newline that continues the literal */
		i++;
	}
	return i < n && s[i] == q ? i + 1 : i;
}

/* For a list whose `(` ends at I, at column PCOL: is the first line end
 * inside it indented at least as far as the innermost `(` open there?
 * Then its indentation goes to *ALIGN and the answer is 1. */
static int list_keeps_lines(const Wrap *w, size_t i, long pcol, long *align)
{
	const char *s = w->s;
	size_t n = w->n, lim = i + LOOK_LIMIT < n ? i + LOOK_LIMIT : n;
	long col = pcol, ps[64];
	int depth = 0;
	while (i < lim) {
		char c = s[i];
		if (c == '\n') {
			long e = indent_at(s, n, i + 1);
			long inner = depth > 0 && depth <= 64 ? ps[depth - 1] : pcol;
			if (e >= inner) {
				*align = e;
				return 1;
			}
			return 0;
		}
		if (c == '"' || c == '\'') {
			size_t j = skip_literal(s, n, i);
			col += (long)(j - i);
			i = j;
			continue;
		}
		if (c == '/' && i + 1 < n && s[i + 1] == '*') {
			/* S is not NUL-terminated (and a comment may hold NULs) */
			const char *e = NULL;
			for (size_t k = i + 2; k + 1 < n && !e; k++)
				if (s[k] == '*' && s[k + 1] == '/')
					e = s + k;
			if (!e || (size_t)(e - s) >= lim)
				return 0;
			size_t j = (size_t)(e - s) + 2;
			if (memchr(s + i, '\n', j - i))
				return 0;
			col += (long)(j - i);
			i = j;
			continue;
		}
		if (c == '/' && i + 1 < n && s[i + 1] == '/') {
			while (i < n && s[i] != '\n')
				i++;
			continue;
		}
		col = advance(col, c);
		i++;
		if (c == '(' || c == '[' || c == '{') {
			if (depth < 64)
				ps[depth] = col;
			depth++;
		} else if (c == ')' || c == ']' || c == '}') {
			if (--depth < 0)
				return 0;
		} else if (c == ';' && depth == 0) {
			return 0;
		}
	}
	return 0;
}

/* The stack index of the outermost `(` of the statement (the `(` that
 * no bracket but a block's braces encloses), or -1. */
static int outer_paren(const Wrap *w)
{
	for (int k = w->sp - 1; k >= 0; k--) {
		const Open *op = &w->stk[k];
		if (op->nest <= 1) {
			if (op->kind != '(' || op->nest != 1)
				return -1;
			/* a call's list inside a control statement's `(' */
			if (op->ctl)
				for (int x = k + 1; x < w->sp; x++)
					if (w->stk[x].host)
						return x;
			return k;
		}
	}
	return -1;
}

static void push_open(Wrap *w, char kind, size_t in_after)
{
	if (w->sp == MAX_OPEN) {
		w->lost++;
		return;
	}
	int nest = w->sp ? w->stk[w->sp - 1].nest : 0;
	/* a block's `{` follows a `)`, a `;`, a brace, a word or a `:`;
	 * after `=`, `,` or `(`, a `{` opens an initializer (or a
	 * statement expression) */
	if (kind == '{' && nest == 0 && !(w->prev_char && strchr("=,([?", w->prev_char)))
		nest = 0;
	else
		nest++;
	/* the outermost list of the statement, or a call's list right
	 * inside the `(' of an if, while, for or switch (spatch lines up
	 * the call's arguments there too) */
	int outer = kind == '(' && nest == 1;
	if (kind == '(' && nest > 1 && !w->lost) {
		/* inside the control statement's `(' only plain parentheses */
		int k = w->sp - 1;
		while (k >= 0 && w->stk[k].kind == '(' && w->stk[k].nest > 1 && !w->stk[k].host)
			k--;
		outer = k >= 0 && w->stk[k].nest == 1 && w->stk[k].ctl;
	}
	int ctl = kind == '(' && w->prev_ctl;
	Open *op = &w->stk[w->sp++];
	memset(op, 0, sizeof *op);
	op->nest = nest;
	op->kind = kind;
	op->serial = ++w->serial;
	op->p = w->col;
	op->ooff = w->o.n;
	op->pending = 1;
	op->argcol = -1;
	op->ctl = (char)ctl;
	/* (after a name, or after `)': the parameters of `int (*fn)(...)') */
	op->host = outer && ((w->prev_name && !w->prev_kw) || w->prev_char == ')');
	op->region = w->active ? w->id : 0;
	op->align = op->p;
	if (op->host && w->active)
		op->keep = (char)list_keeps_lines(w, in_after, op->p, &op->align);
}

static void pop_open(Wrap *w)
{
	if (w->lost)
		w->lost--;
	else if (w->sp > 0)
		w->sp--;
	if (w->bp_ok && (w->bp_k >= w->sp || w->stk[w->bp_k].serial != w->bp_serial))
		w->bp_ok = 0;
}

/* Is the region's anchor list still open?  Its stack index, or -1. */
static int anchor_index(const Wrap *w)
{
	if (!w->anchor)
		return -1;
	int k = outer_paren(w);
	for (int x = 0; x < k; x++)
		if (w->stk[x].nest == 1 && w->stk[x].ctl && w->stk[x].serial == w->anchor)
			return k;   /* added code began before the call's `(' */
	return k >= 0 && w->stk[k].serial == w->anchor ? k : -1;
}

/* Is the argument that starts at input index I laid out by hand: does
 * a line end that was there before stand inside a `(` opened in it?
 * Such an argument stays where it is, the line before it is not broken
 * (a `[` or a line end at the argument's own level does not count). */
static int hand_laid_arg(const Wrap *w, size_t i)
{
	const char *s = w->s;
	size_t n = w->n, lim = i + LOOK_LIMIT < n ? i + LOOK_LIMIT : n;
	int depth = 0, paren = 0;
	char kinds[64];
	while (i < lim) {
		char c = s[i];
		if (c == '\n') {
			if (paren > 0 && !w->plus[i])
				return 1;
			i++;
			continue;
		}
		if (c == '"' || c == '\'') {
			i = skip_literal(s, n, i);
			continue;
		}
		if (c == '/' && i + 1 < n && s[i + 1] == '*') {
			for (i += 2; i + 1 < n && !(s[i] == '*' && s[i + 1] == '/'); i++)
				;
			i += 2;
			continue;
		}
		if (c == '/' && i + 1 < n && s[i + 1] == '/') {
			while (i < n && s[i] != '\n')
				i++;
			continue;
		}
		i++;
		if (c == '(' || c == '[' || c == '{') {
			if (depth < 64) {
				kinds[depth] = c;
				paren += c == '(';
			}
			depth++;
		} else if (c == ')' || c == ']' || c == '}') {
			if (depth == 0)
				return 0;
			depth--;
			paren -= depth < 64 && kinds[depth] == '(';
		} else if ((c == ',' || c == ';') && depth == 0) {
			return 0;
		}
	}
	return 0;
}

/* Break the current line after the recorded comma. */
static void break_line(Wrap *w)
{
	Open *op = &w->stk[w->bp_k];
	/* a list opened before the region: its arguments stand where the
	 * region's first line stands, unless that line began inside an
	 * argument; then they go after the `(` */
	long align = op->region == w->id ? op->align
		     : op->mid_id == w->id && op->mid ? op->p : w->base;
	size_t at = w->bp_off, ws = at;
	while (ws < w->o.n && (w->o.v[ws] == ' ' || w->o.v[ws] == '\t'))
		ws++;
	long old_col = 0;
	for (size_t i = w->ostart; i < ws; i++)
		old_col = advance(old_col, w->o.v[i]);
	size_t tail_len = w->o.n - ws;
	char *tail = xmalloc(tail_len + 1);
	memcpy(tail, w->o.v + ws, tail_len);
	w->o.n = at;
	put(w, '\n');   /* a bare line end even in a CR LF file, as spatch has it */
	put_indent(w, align);
	size_t tail_at = w->o.n;
	for (size_t i = 0; i < tail_len; i++)
		put(w, tail[i]);
	xfree(tail);
	/* brackets opened in the moved text moved with it */
	for (int k = 0; k < w->sp; k++)
		if (w->stk[k].ooff > ws) {
			w->stk[k].p += align - old_col;
			w->stk[k].ooff = w->stk[k].ooff - ws + tail_at;
		}
	w->bp_ok = 0;
	w->changed = 1;
}

/* A token S[I..J) was just copied out; AT_BOL: it stands in column 0. */
static void after_token(Wrap *w, size_t i, size_t j, int at_bol)
{
	char c = w->s[i];
	if ((c == '{' || c == '}') && at_bol) {
		/* a function's braces: whatever is open is a miscount */
		w->sp = 0;
		w->lost = 0;
		w->bp_ok = 0;
		if (c == '}')
			return;
	}
	if (c == '"' && w->str_end && w->active && w->sp > 0 && !w->lost &&
	    w->stk[w->sp - 1].kind == '(' && w->stk[w->sp - 1].host && w->stk[w->sp - 1].nest == 1) {
		/* between adjacent string literals, a line may break too */
		w->bp_ok = 1;
		w->bp_k = w->sp - 1;
		w->bp_serial = w->stk[w->sp - 1].serial;
		w->bp_off = w->str_end;
		w->bp_in = w->str_in;
		w->bp_hand = -1;
	}
	w->str_end = 0;
	if (w->sp > 0 && !w->lost) {
		if (w->stk[w->sp - 1].pending)
			w->stk[w->sp - 1].argcol = w->tok_first ? w->tok_col : -1;
		w->stk[w->sp - 1].pending = 0;
	}
	if (w->active) {
		int added = w->moved;
		for (size_t k = i; k < j && !added; k++)
			added = w->plus[k];
		if (added) {
			for (int k = 0; k < w->sp; k++)
				w->stk[k].plus = 1;
			int k = outer_paren(w);
			if (!w->anchor && k >= 0)
				w->anchor = w->stk[k].serial;
		}
		if (w->col > w->st->width && w->bp_ok && w->bp_off >= w->ostart &&
		    w->bp_k < w->sp && w->stk[w->bp_k].serial == w->bp_serial && w->stk[w->bp_k].plus) {
			if (w->bp_hand < 0)
				w->bp_hand = hand_laid_arg(w, w->bp_in);
			if (!w->bp_hand)
				break_line(w);
		}
	}
	if (c == '(' || c == '[' || c == '{') {
		push_open(w, c, j);
	} else if (c == ')' || c == ']' || c == '}') {
		pop_open(w);
	} else if (c == ',' && w->active && w->sp > 0 && !w->lost) {
		const Open *top = &w->stk[w->sp - 1];
		/* (a call's list inside an if's `(' is lined up, not broken) */
		if (top->kind == '(' && top->host && top->nest == 1) {
			w->bp_ok = 1;
			w->bp_k = w->sp - 1;
			w->bp_serial = top->serial;
			w->bp_off = w->o.n;
			w->bp_in = j;
			w->bp_hand = -1;
		}
	}
	if (c == ',' && w->sp > 0 && !w->lost)
		w->stk[w->sp - 1].pending = 1;
	if (c == '"') {
		w->str_end = w->o.n;
		w->str_in = j;
	}
	w->prev_char = w->s[j - 1];
	w->prev_name = is_name_char(c);
	w->prev_kw = w->prev_name && not_call_word(w->s + i, j - i);
	w->prev_ctl = w->prev_name && ((j - i == 2 && !memcmp(w->s + i, "if", 2)) ||
				       (j - i == 3 && !memcmp(w->s + i, "for", 3)) ||
				       (j - i == 5 && !memcmp(w->s + i, "while", 5)) ||
				       (j - i == 6 && !memcmp(w->s + i, "switch", 6)));
}

/* The line end at I (the '\n') in a region: go on with the next line
 * (re-indented) or end the region.  Returns the index to go on at. */
static size_t region_line_end(Wrap *w, size_t i)
{
	const char *s = w->s;
	put(w, '\n');
	w->bp_ok = 0;
	i++;
	if (w->in_comment)
		return i;
	int k = anchor_index(w);
	/* the condition of an if or loop opened before the region goes on
	 * too, its lines at the region's indentation */
	int cond = k >= 0 && !w->stk[k].host && w->stk[k].ctl && k == w->sp - 1 &&
		   w->stk[k].region != w->id;
	if (k < 0 || !(w->stk[k].host || cond) || (w->stk[k].region == w->id && w->stk[k].keep) ||
	    w->lost) {
		w->active = 0;
		return i;
	}
	size_t j = i;
	while (j < w->n && (s[j] == ' ' || s[j] == '\t'))
		j++;
	if (j >= w->n || s[j] == '\n' || s[j] == '\r')
		return i;
	if (s[j] == '#') {
		w->active = 0;
		return i;
	}
	const Open *top = &w->stk[w->sp - 1];
	if (top->kind != '(')
		return i;
	long old = indent_at(s, w->n, i);
	/* a list whose `(' is in the region, or that the region's first
	 * line began inside an argument of: lined up after the `(' */
	int known = !cond && (top->region == w->id || (top->mid && top->mid_id == w->id));
	long align = known ? top->p : w->base;
	if (top->region != w->id && known && top->argcol >= 0)
		align = top->argcol;    /* with the argument the region began in, on a
					   line of its own */
	if (known ? old >= align || old == 0 : old == align) {
		/* the line is laid out already (or stands at the left
		 * margin, where spatch leaves it): the region ends before it */
		w->active = 0;
		return i;
	}
	w->changed = 1;
	put_indent(w, align);
	return j;
}

/* Does the line that starts at I hold added code (2: it was moved into
 * new braces)?  Also its end. */
static int line_touched(const Wrap *w, size_t i, size_t *end)
{
	int t = 0;
	for (; i < w->n && w->s[i] != '\n'; i++)
		if (w->plus[i] == 2)
			t = 2;
		else if (w->plus[i] && !t && w->s[i] != ' ' && w->s[i] != '\t' && w->s[i] != '\r')
			t = 1;
	*end = i;
	return t;
}

char *wrap_long_lines(const char *s, size_t n, const unsigned char *plus, const WrapStyle *st,
		      size_t *outlen)
{
	if (!memchr(plus, 1, n))
		return NULL;
	Wrap *w = xmalloc(sizeof *w);
	memset(w, 0, sizeof *w);
	w->s = s;
	w->n = n;
	w->plus = plus;
	w->st = st;
	vec_grow(&w->o, n + n / 8 + 16);
	size_t i = 0;
	while (i < n) {
		/* a line starts at I */
		size_t eol;
		int touched = line_touched(w, i, &eol);
		w->moved = touched == 2;
		size_t ls = i, f = i;
		w->line_fresh = 1;
		while (f < eol && (s[f] == ' ' || s[f] == '\t'))
			f++;
		if (!w->in_comment && f < eol && s[f] == '#') {
			/* a preprocessor line, with its continuations */
			w->active = 0;
			while (i < n) {
				size_t e = i;
				while (e < n && s[e] != '\n')
					e++;
				for (; i < e; i++)
					put(w, s[i]);
				int more = e > 0 && (s[e - 1] == '\\' || (s[e - 1] == '\r' && e > 1 && s[e - 2] == '\\'));
				if (i < n)
					put(w, s[i++]);
				if (!more)
					break;
			}
			continue;
		}
		/* a moved line that continues a list is laid out already */
		if (!w->active && touched && !(touched == 2 && outer_paren(w) >= 0)) {
			w->active = 1;
			w->id++;
			w->anchor = 0;
			w->bp_ok = 0;
			w->base = indent_at(s, n, i);
			for (int k = 0; k < w->sp; k++) {
				w->stk[k].mid_id = w->id;
				w->stk[k].mid = !w->stk[k].pending;
			}
		}
		while (i < n && s[i] != '\n') {
			char c = s[i];
			if (w->in_comment) {
				if (c == '*' && i + 1 < n && s[i + 1] == '/') {
					put(w, '*');
					put(w, '/');
					i += 2;
					w->in_comment = 0;
				} else {
					put(w, c);
					i++;
				}
				continue;
			}
			if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
				put(w, c);
				i++;
				continue;
			}
			if (c == '/' && i + 1 < n && s[i + 1] == '*') {
				put(w, '/');
				put(w, '*');
				i += 2;
				w->in_comment = 1;
				continue;
			}
			if (c == '/' && i + 1 < n && s[i + 1] == '/') {
				while (i < n && s[i] != '\n')
					put(w, s[i++]);
				continue;
			}
			size_t j;
			if (c == '"' || c == '\'')
				j = skip_literal(s, n, i);
			else if (is_name_char(c))
				for (j = i; j < n && is_name_char(s[j]); j++)
					;
			else
				j = i + 1;
			w->tok_col = w->col;
			w->tok_first = w->line_fresh;
			w->line_fresh = 0;
			for (size_t k = i; k < j; k++)
				put(w, s[k]);
			after_token(w, i, j, i == ls);
			i = j;
		}
		if (i >= n)
			break;
		if (w->active)
			i = region_line_end(w, i);
		else
			put(w, s[i++]);
	}
	char *out = NULL;
	if (w->changed) {
		out = xmalloc(w->o.n + 1);
		memcpy(out, w->o.v, w->o.n);
		out[w->o.n] = 0;
		*outlen = w->o.n;
	}
	vec_free(&w->o);
	xfree(w);
	return out;
}
