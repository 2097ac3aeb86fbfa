/* udiff.c - unified diffs of two texts; see udiff.h.
 *
 * Steps: split both texts into lines and number each distinct line
 * (a hash table gives equal lines the same class); find a shortest edit
 * script with Myers' middle-snake bisection (an explicit work stack, so
 * no recursion); slide each run of changed lines to the place GNU diff
 * would print it; then group changes into hunks and print them.
 */
#include "output/udiff.h"

#include <limits.h>
#include <stdint.h>
#include <string.h>
#include "base/arena.h"
#include "base/vec.h"

typedef struct Text {
	const char *s;
	size_t *line;         /* line i is [line[i], line[i+1]); n+1 entries */
	size_t n;
	int *cls;             /* equivalence class of each line */
	char *chg;            /* chg[i]: line i is deleted/inserted; chg[-1] = chg[n] = 0 */
} Text;

/* ---- lines and classes ---------------------------------------------- */

static void split_lines(Text *t, const char *s, size_t len)
{
	size_t n = 0;
	for (size_t i = 0; i < len; i++)
		n += s[i] == '\n';
	if (len > 0 && s[len - 1] != '\n')
		n++;
	t->s = s;
	t->n = n;
	t->line = xmalloc((n + 1) * sizeof *t->line);
	size_t k = 0;
	t->line[0] = 0;
	for (size_t i = 0; i < len; i++)
		if (s[i] == '\n')
			t->line[++k] = i + 1;
	t->line[n] = len;
	t->cls = xmalloc((n + 1) * sizeof *t->cls);
	t->chg = xcalloc(n + 2, 1);
	t->chg++;             /* so that chg[-1] exists */
}

static uint64_t hash_bytes(const char *p, size_t n)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)p[i];
		h *= 1099511628211ull;
	}
	return h;
}

typedef struct Slot {
	uint64_t hash;
	const char *p;
	size_t len;
	int cls;              /* 0 = empty slot; classes start at 1 */
} Slot;

/* Give every line of A and B its class (equal bytes, equal class;
 * classes count from 1).  Returns the number of classes + 1. */
static int classify(Text *a, Text *b)
{
	size_t total = a->n + b->n, cap = 16;
	while (cap < total * 2)
		cap *= 2;
	Slot *tab = xcalloc(cap, sizeof *tab);
	int next = 1;
	Text *ts[2] = { a, b };
	for (int w = 0; w < 2; w++) {
		Text *t = ts[w];
		for (size_t i = 0; i < t->n; i++) {
			const char *p = t->s + t->line[i];
			size_t len = t->line[i + 1] - t->line[i];
			uint64_t h = hash_bytes(p, len);
			size_t k = (size_t)h & (cap - 1);
			while (tab[k].cls && !(tab[k].hash == h && tab[k].len == len &&
					       memcmp(tab[k].p, p, len) == 0))
				k = (k + 1) & (cap - 1);
			if (!tab[k].cls) {
				tab[k].hash = h;
				tab[k].p = p;
				tab[k].len = len;
				tab[k].cls = next++;
			}
			t->cls[i] = tab[k].cls;
		}
	}
	xfree(tab);
	return next;
}

/* ---- shortest edit script -------------------------------------------- */

typedef struct Work {
	const int *x, *y;     /* classes of A and B lines */
	char *xc, *yc;        /* change flags */
	long *fd, *bd;        /* furthest x per diagonal, forward and backward */
	long cost_limit;      /* give up on optimality after this many rounds */
} Work;

/* Find a point (*XM, *YM) through which a shortest edit script of
 * x[xo..xl) into y[yo..yl) passes (both ranges non-empty, their first
 * and last lines differing).  Forward and backward searches alternate
 * round by round until their paths overlap (Myers 1986, section 4b).
 * Past the cost limit, take the furthest-reaching forward or backward
 * path instead: the script is then no longer minimal, but time stays
 * bounded on very different texts. */
static void midpoint(Work *w, long xo, long xl, long yo, long yl, long *xm, long *ym)
{
	long *fd = w->fd, *bd = w->bd;
	const int *x = w->x, *y = w->y;
	long dlo = xo - yl, dhi = xl - yo;      /* diagonals k = x - y in range */
	long fmid = xo - yo, bmid = xl - yl;
	long flo = fmid, fhi = fmid, blo = bmid, bhi = bmid;
	int odd = (int)((fmid - bmid) & 1);
	fd[fmid] = xo;
	bd[bmid] = xl;
	for (long round = 1;; round++) {
		/* Forward: widen the band of diagonals by one on each side. */
		if (flo > dlo)
			fd[--flo - 1] = -1;
		else
			flo++;
		if (fhi < dhi)
			fd[++fhi + 1] = -1;
		else
			fhi--;
		for (long k = fhi; k >= flo; k -= 2) {
			long from_below = fd[k - 1], from_above = fd[k + 1];
			long px = from_below >= from_above ? from_below + 1 : from_above;
			long py = px - k;
			while (px < xl && py < yl && x[px] == y[py])
				px++, py++;
			fd[k] = px;
			if (odd && blo <= k && k <= bhi && bd[k] <= px) {
				*xm = px;
				*ym = py;
				return;
			}
		}
		/* Backward. */
		if (blo > dlo)
			bd[--blo - 1] = LONG_MAX;
		else
			blo++;
		if (bhi < dhi)
			bd[++bhi + 1] = LONG_MAX;
		else
			bhi--;
		for (long k = bhi; k >= blo; k -= 2) {
			long from_below = bd[k - 1], from_above = bd[k + 1];
			long px = from_below < from_above ? from_below : from_above - 1;
			long py = px - k;
			while (px > xo && py > yo && x[px - 1] == y[py - 1])
				px--, py--;
			bd[k] = px;
			if (!odd && flo <= k && k <= fhi && px <= fd[k]) {
				*xm = px;
				*ym = py;
				return;
			}
		}
		if (round >= w->cost_limit) {
			/* Too costly: split at the path that got furthest. */
			long best = -1, bx = 0, by = 0;
			for (long k = fhi; k >= flo; k -= 2) {
				long px = fd[k] < xl ? fd[k] : xl, py = px - k;
				if (py > yl) {
					px = yl + k;
					py = yl;
				}
				if (px + py - (xo + yo) > best) {
					best = px + py - (xo + yo);
					bx = px;
					by = py;
				}
			}
			for (long k = bhi; k >= blo; k -= 2) {
				long px = bd[k] > xo ? bd[k] : xo, py = px - k;
				if (py < yo) {
					px = yo + k;
					py = yo;
				}
				if ((xl + yl) - (px + py) > best) {
					best = (xl + yl) - (px + py);
					bx = px;
					by = py;
				}
			}
			/* A split must make progress: keep it strictly inside. */
			if ((bx == xo && by == yo) || (bx == xl && by == yl)) {
				bx = xo + (xl - xo) / 2;
				by = yo + (yl - yo) / 2;
			}
			*xm = bx;
			*ym = by;
			return;
		}
	}
}

typedef struct Range {
	long xo, xl, yo, yl;
} Range;

/* Mark in xc/yc the lines of a shortest edit script of x into y. */
static void compare(Work *w, long n, long m)
{
	VEC(Range) stack = { 0 };
	Range r0 = { 0, n, 0, m };
	vec_push(&stack, r0);
	while (stack.n) {
		Range r = stack.v[--stack.n];
		while (r.xo < r.xl && r.yo < r.yl && w->x[r.xo] == w->y[r.yo])
			r.xo++, r.yo++;
		while (r.xl > r.xo && r.yl > r.yo && w->x[r.xl - 1] == w->y[r.yl - 1])
			r.xl--, r.yl--;
		if (r.xo == r.xl) {
			for (long j = r.yo; j < r.yl; j++)
				w->yc[j] = 1;
		} else if (r.yo == r.yl) {
			for (long i = r.xo; i < r.xl; i++)
				w->xc[i] = 1;
		} else {
			long xm, ym;
			midpoint(w, r.xo, r.xl, r.yo, r.yl, &xm, &ym);
			Range hi = { xm, r.xl, ym, r.yl }, lo = { r.xo, xm, r.yo, ym };
			vec_push(&stack, hi);
			vec_push(&stack, lo);
		}
	}
	vec_free(&stack);
}

/* ---- lines left out of the comparison ------------------------------------ */

/* Mark the lines of T's window [LO, HI) that the comparison skips, as
 * GNU diff does (it changes which of several shortest scripts comes
 * out, so it matters for identical output).  A line with no equal in
 * the other text (OTHER_COUNT per class) is surely changed: mark 1.  A
 * line with very many equals there is "provisional": mark 2, kept only
 * inside a run of marked lines that starts and ends with a sure one,
 * when provisional lines are under a quarter of the run, not in a long
 * stretch of provisional lines, and not near the run's ends (before
 * three sure lines in a row, or eight lines in).  Marked lines are
 * changes; the others go to the comparison. */
static void discard_marks(const Text *t, long lo, long hi, const size_t *other_count, char *mark)
{
	size_t many = 5;
	for (long q = (hi - lo) / 64; (q >>= 2) > 0;)
		many *= 2;
	for (long i = lo; i < hi; i++) {
		size_t c = other_count[t->cls[i]];
		mark[i] = c == 0 ? 1 : c > many ? 2 : 0;
	}
	for (long i = lo; i < hi; i++) {
		if (mark[i] == 2)
			mark[i] = 0;            /* provisional, not inside a run */
		if (mark[i] != 1)
			continue;
		long j = i, prov = 0;
		while (j < hi && mark[j]) {
			prov += mark[j] == 2;
			j++;
		}
		while (mark[j - 1] == 2) {      /* the run ends with a sure line */
			mark[--j] = 0;
			prov--;
		}
		long len = j - i;
		if (prov * 4 > len) {
			for (long k = i; k < j; k++)
				if (mark[k] == 2)
					mark[k] = 0;
		} else {
			/* Long stretches of provisional lines are kept. */
			long longest = 1;
			for (long q = len / 4; (q >>= 2) > 0;)
				longest <<= 1;
			longest++;
			for (long k = i; k < j;) {
				long e = k;
				while (e < j && mark[e] == 2)
					e++;
				if (e - k >= longest)
					memset(mark + k, 0, (size_t)(e - k));
				k = e > k ? e : k + 1;
			}
			/* Near both ends of the run. */
			for (int dir = 0; dir < 2; dir++) {
				int sure = 0;
				for (long k = 0; k < len; k++) {
					long p = dir == 0 ? i + k : j - 1 - k;
					if (k >= 8 && mark[p] == 1)
						break;
					if (mark[p] == 1) {
						if (++sure == 3)
							break;
					} else {
						mark[p] = 0;
						sure = 0;
					}
				}
			}
		}
		i = j - 1;
	}
}

/* ---- canonical placement of changes ------------------------------------ */

/* Slide the runs of changed lines of T to canonical places, as GNU diff
 * does: a run whose last line equals the unchanged line before it can
 * move up by one line (and one whose first line equals the line after it
 * can move down), merging with neighbouring runs as it goes.  Each run
 * is moved as far down as it will go, unless on its way it passed a
 * place where its end lines up with a change in the OTHER text: then it
 * goes back to the lowest such place, so that deletions and insertions
 * print together. */
static void slide(Text *t, const Text *other, long lo, long hi)
{
	/* pos[u]: index in OTHER of its u-th unchanged line (sentinel: n). */
	size_t nu = 0;
	size_t *pos = xmalloc((other->n + 1) * sizeof *pos);
	for (size_t j = 0; j < other->n; j++)
		if (!other->chg[j])
			pos[nu++] = j;
	pos[nu] = other->n;
	char *c = t->chg;
	const int *e = t->cls;
	long n = hi;
	long i = 0;
	size_t u = 0;         /* unchanged lines of T before i */
	for (;;) {
		while (i < n && !c[i])
			i++, u++;
		if (i == n)
			break;
		long start = i;
		while (c[i])
			i++;
		/* Run is [start, i); u unchanged lines precede it. */
		long len, lined_up;
		do {
			len = i - start;
			while (start > lo && e[start - 1] == e[i - 1]) {
				c[--start] = 1;
				c[--i] = 0;
				u--;
				while (c[start - 1])
					start--;
			}
			lined_up = pos[u] > 0 && other->chg[pos[u] - 1] ? i : -1;
			while (i < n && e[start] == e[i]) {
				c[start++] = 0;
				c[i++] = 1;
				u++;
				while (c[i])
					i++;
				if (pos[u] > 0 && other->chg[pos[u] - 1])
					lined_up = i;
			}
		} while (len != i - start);
		while (lined_up >= 0 && lined_up < i) {
			c[--start] = 1;
			c[--i] = 0;
			u--;
		}
	}
	xfree(pos);
}

/* ---- hunks ------------------------------------------------------------ */

/* The last line before line LIMIT of A that starts with a letter, `_` or
 * `$`; scanning resumes where the previous call stopped (hunks come in
 * order).  Returns -1 when there is none. */
typedef struct FuncScan {
	size_t next;          /* first line not yet scanned */
	long found;           /* last matching line so far, or -1 */
} FuncScan;

static long func_line(const Text *a, FuncScan *fs, size_t limit)
{
	for (; fs->next < limit && fs->next < a->n; fs->next++) {
		unsigned char ch = (unsigned char)a->s[a->line[fs->next]];
		if (a->line[fs->next] < a->line[fs->next + 1] &&
		    ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' || ch == '$'))
			fs->found = (long)fs->next;
	}
	return fs->found;
}

static void put_range(FILE *out, size_t start, size_t count)
{
	if (count == 1)
		fprintf(out, "%zu", start + 1);
	else if (count == 0)
		fprintf(out, "%zu,0", start);
	else
		fprintf(out, "%zu,%zu", start + 1, count);
}

static void put_line(FILE *out, char mark, const Text *t, size_t i)
{
	size_t s = t->line[i], e = t->line[i + 1];
	fputc(mark, out);
	fwrite(t->s + s, 1, e - s, out);
	if (e == s || t->s[e - 1] != '\n')
		fputs("\n\\ No newline at end of file\n", out);
}

/* Print hunk covering A lines [a0, a1) and B lines [b0, b1). */
static void put_hunk(FILE *out, const Text *a, const Text *b, size_t a0, size_t a1,
		     size_t b0, size_t b1, FuncScan *fs)
{
	fputs("@@ -", out);
	put_range(out, a0, a1 - a0);
	fputs(" +", out);
	put_range(out, b0, b1 - b0);
	fputs(" @@", out);
	long f = func_line(a, fs, a0);
	if (f >= 0) {
		const char *p = a->s + a->line[f];
		size_t len = a->line[f + 1] - a->line[f], k = 0;
		while (k < len && k < 40 && p[k] != '\n')
			k++;
		while (k > 0 && (p[k - 1] == ' ' || p[k - 1] == '\t' || p[k - 1] == '\r' ||
				 p[k - 1] == '\f' || p[k - 1] == '\v'))
			k--;
		fputc(' ', out);
		fwrite(p, 1, k, out);
	}
	fputc('\n', out);
	size_t i = a0, j = b0;
	while (i < a1 || j < b1) {
		if ((i < a1 && a->chg[i]) || (j < b1 && b->chg[j])) {
			while (i < a1 && a->chg[i])
				put_line(out, '-', a, i++);
			while (j < b1 && b->chg[j])
				put_line(out, '+', b, j++);
		} else {
			put_line(out, ' ', a, i++);
			j++;
		}
	}
}

static int emit(FILE *out, const Text *a, const Text *b, size_t ctx)
{
	FuncScan fs = { 0, -1 };
	int hunks = 0;
	size_t i = 0, j = 0;
	size_t n = a->n, m = b->n;
	for (;;) {
		/* Find the next change. */
		while (i < n && j < m && !a->chg[i] && !b->chg[j])
			i++, j++;
		if (!((i < n && a->chg[i]) || (j < m && b->chg[j])))
			break;
		size_t a0 = i > ctx ? i - ctx : 0, b0 = j - (i - a0);
		/* Extend the hunk while the next change is near enough. */
		size_t ea, eb;   /* end of the last change of the hunk */
		for (;;) {
			while (i < n && a->chg[i])
				i++;
			while (j < m && b->chg[j])
				j++;
			ea = i;
			eb = j;
			size_t gap = 0;
			while (i < n && j < m && !a->chg[i] && !b->chg[j] && gap <= 2 * ctx)
				i++, j++, gap++;
			if (!((i < n && a->chg[i]) || (j < m && b->chg[j])) || gap > 2 * ctx)
				break;
		}
		size_t a1 = ea + ctx < n ? ea + ctx : n;
		size_t b1 = eb + (a1 - ea);
		put_hunk(out, a, b, a0, a1, b0, b1, &fs);
		hunks++;
		i = a1;
		j = b1;
	}
	return hunks;
}

int udiff_hunks(FILE *out, const char *as, size_t alen, const char *bs, size_t blen, int context)
{
	if (alen == blen && (alen == 0 || memcmp(as, bs, alen) == 0))
		return 0;
	size_t ctx = context < 0 ? 3 : (size_t)context;
	Text a, b;
	split_lines(&a, as, alen);
	split_lines(&b, bs, blen);
	int ncls = classify(&a, &b);
	/* GNU diff leaves out of its analysis the identical lines at both
	 * ends of the texts, except CONTEXT lines next to the first and
	 * last difference: the window [lo, hi) of each text. */
	size_t pre = 0, suf = 0;
	while (pre < a.n && pre < b.n && a.cls[pre] == b.cls[pre])
		pre++;
	while (suf < a.n - pre && suf < b.n - pre &&
	       a.cls[a.n - 1 - suf] == b.cls[b.n - 1 - suf])
		suf++;
	long lo = (long)(pre > ctx ? pre - ctx : 0), cut = (long)(suf > ctx ? suf - ctx : 0);
	long ahi = (long)a.n - cut, bhi = (long)b.n - cut;
	/* Lines left out of the comparison. */
	size_t *count = xcalloc((size_t)ncls * 2, sizeof *count);
	for (long i = lo; i < ahi; i++)
		count[a.cls[i] * 2]++;
	for (long j = lo; j < bhi; j++)
		count[b.cls[j] * 2 + 1]++;
	size_t *ca = xmalloc((size_t)ncls * sizeof *ca), *cb = xmalloc((size_t)ncls * sizeof *cb);
	for (int c = 0; c < ncls; c++) {
		ca[c] = count[2 * c];
		cb[c] = count[2 * c + 1];
	}
	xfree(count);
	char *ma = xcalloc(a.n + 1, 1), *mb = xcalloc(b.n + 1, 1);
	discard_marks(&a, lo, ahi, cb, ma);
	discard_marks(&b, lo, bhi, ca, mb);
	xfree(ca);
	xfree(cb);
	/* The compared sequences, and where their lines come from. */
	int *xs = xmalloc((a.n + 1) * sizeof *xs), *ys = xmalloc((b.n + 1) * sizeof *ys);
	long *xi = xmalloc((a.n + 1) * sizeof *xi), *yi = xmalloc((b.n + 1) * sizeof *yi);
	long n = 0, m = 0;
	for (long i = lo; i < ahi; i++) {
		if (ma[i]) {
			a.chg[i] = 1;
		} else {
			xs[n] = a.cls[i];
			xi[n++] = i;
		}
	}
	for (long j = lo; j < bhi; j++) {
		if (mb[j]) {
			b.chg[j] = 1;
		} else {
			ys[m] = b.cls[j];
			yi[m++] = j;
		}
	}
	char *xc = xcalloc((size_t)n + 1, 1), *yc = xcalloc((size_t)m + 1, 1);
	Work w = { .x = xs, .y = ys, .xc = xc, .yc = yc };
	long diags = n + m + 3;
	long *buf = xmalloc(2 * (size_t)diags * sizeof *buf);
	w.fd = buf + m + 1;
	w.bd = buf + diags + m + 1;
	long limit = 1;
	for (long d = diags; d; d >>= 2)
		limit <<= 1;
	w.cost_limit = limit > 4096 ? limit : 4096;
	compare(&w, n, m);
	for (long k = 0; k < n; k++)
		if (xc[k])
			a.chg[xi[k]] = 1;
	for (long k = 0; k < m; k++)
		if (yc[k])
			b.chg[yi[k]] = 1;
	xfree(buf);
	xfree(xc);
	xfree(yc);
	xfree(xs);
	xfree(ys);
	xfree(xi);
	xfree(yi);
	xfree(ma);
	xfree(mb);
	/* Changes slide only inside the window. */
	slide(&a, &b, lo, ahi);
	slide(&b, &a, lo, bhi);
	int hunks = emit(out, &a, &b, ctx);
	xfree(a.line);
	xfree(b.line);
	xfree(a.cls);
	xfree(b.cls);
	xfree(a.chg - 1);
	xfree(b.chg - 1);
	return ferror(out) ? -1 : hunks;
}
