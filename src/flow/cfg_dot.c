/* cfg_dot.c - control-flow graphs as Graphviz dot: the --control-flow and
 * --control-flow-to-file modes; see cfg.h. */
#include "flow/cfg.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse.h"
#include "base/diag.h"

/* Labels longer than this are cut, ending in "...". */
#define LABEL_MAX 60

static const char *const kind_names[CFG_KIND_COUNT] = {
	[CFG_HEADER] = "function",
	[CFG_ENTER] = "[enter]",
	[CFG_EXIT] = "[exit]",
	[CFG_ERROR_EXIT] = "[errorexit]",
	[CFG_BRACE_OPEN] = "{",
	[CFG_BRACE_CLOSE] = "}",
	[CFG_STMT] = "statement",
	[CFG_DECL] = "declaration",
	[CFG_MACRO] = "macro",
	[CFG_IF] = "if",
	[CFG_THEN] = "[then]",
	[CFG_ELSE_BRANCH] = "[else]",
	[CFG_ELSE] = "else",
	[CFG_FALLTHROUGH] = "[fallthrough]",
	[CFG_ENDIF] = "[endif]",
	[CFG_AFTER] = "[after]",
	[CFG_WHILE] = "while",
	[CFG_FOR] = "for",
	[CFG_ITER] = "iterator",
	[CFG_DO] = "do",
	[CFG_DO_TAIL] = "whiletail",
	[CFG_LOOP_TRUE] = "[looptrue]",
	[CFG_LOOP_FALL] = "[loopfall]",
	[CFG_LOOP_END] = "[endloop]",
	[CFG_SWITCH] = "switch",
	[CFG_SWITCH_FALL] = "[switchfall]",
	[CFG_SWITCH_END] = "[endswitch]",
	[CFG_CASE_NODE] = "[casenode]",
	[CFG_CASE] = "case",
	[CFG_DEFAULT] = "default",
	[CFG_BREAK] = "break",
	[CFG_CONTINUE] = "continue",
	[CFG_RETURN] = "return",
	[CFG_GOTO] = "goto",
	[CFG_LABEL] = "label",
	[CFG_PP_IF] = "[ifdef]",
	[CFG_PP_ELSE] = "[elseif]",
	[CFG_PP_ENDIF] = "[endif]", [CFG_JOIN] = "[join]",
	[CFG_PP_OTHER] = "[pp]",
};

const char *cfg_kind_name(int kind)
{
	if (kind < 0 || kind >= CFG_KIND_COUNT || !kind_names[kind])
		return "?";
	return kind_names[kind];
}

/* The label of a fake loop node names its loop, as spatch does:
 * [whiletrue], [forfall], [enddowhile], [endforeach]... */
static const char *loop_label(const Cfg *c, const CfgNode *x)
{
	int head = x->parent != CFG_NONE ? c->node[x->parent].kind : -1;
	static const char *const names[4][3] = {
		{ "[whiletrue]", "[whilefall]", "[endwhile]" },
		{ "[fortrue]", "[forfall]", "[endfor]" },
		{ "[fortrue]", "[foreachfall]", "[endforeach]" },
		{ "[dotrue]", "[dowhilefall]", "[enddowhile]" },
	};
	int row = head == CFG_FOR ? 1 : head == CFG_ITER ? 2 : head == CFG_DO ? 3 : 0;
	int col = x->kind == CFG_LOOP_TRUE ? 0 : x->kind == CFG_LOOP_FALL ? 1 : 2;
	return names[row][col];
}

/* Append the bytes of S (N of them) to BUF (of LEN bytes, capacity
 * LABEL_MAX + 1) escaped for a dot string; returns the new length, or
 * LABEL_MAX + 1 once the label is full. */
static size_t put(char *buf, size_t len, const char *s, size_t n)
{
	for (size_t i = 0; i < n && len <= LABEL_MAX; i++) {
		char ch = s[i];
		if ((unsigned char)ch < ' ' || ch == 127)
			ch = ' ';
		if (ch == ' ' && len > 0 && buf[len - 1] == ' ')
			continue;
		buf[len++] = ch;
	}
	return len;
}

static void print_escaped(FILE *out, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '"' || s[i] == '\\')
			fputc('\\', out);
		fputc(s[i], out);
	}
}

/* Is hidden token I, of a range starting at FIRST, in a conditional's
 * branch the parser passed over (the nearest visible token before it
 * is an #else or #elif line)?  Other hidden tokens (words the macro
 * file erases) are printed. */
static int pp_passed(const TokenArray *ta, uint32_t first, uint32_t i)
{
	while (i > first && (ta->v[i - 1].flags & TF_HIDDEN))
		i--;
	while (i > first && ta->v[i - 1].kind == TK_PP_END)
		i--;
	while (i > first && (ta->v[i - 1].flags & TF_IN_PP) &&
	       ta->v[i - 1].kind != TK_PP_ELSE && ta->v[i - 1].kind != TK_PP_ELIF)
		i--;
	return i > first && (ta->v[i - 1].kind == TK_PP_ELSE || ta->v[i - 1].kind == TK_PP_ELIF);
}

/* The code of tokens FIRST..LAST, one space where the source has trivia. */
static void print_code(FILE *out, const TokenArray *ta, uint32_t first, uint32_t last)
{
	char buf[LABEL_MAX + 2];
	size_t len = 0;
	/* Directive lines inside a statement's range are not its code, nor
	 * the later branches of a conditional the parser passed over. */
	int in_pp = first < ta->n && (ta->v[first].flags & TF_IN_PP);
	for (uint32_t i = first; i <= last && i < ta->n && len <= LABEL_MAX; i++) {
		const Token *t = &ta->v[i];
		if (t->kind == TK_PP_END || t->kind == TK_EOF || (t->flags & TF_EXPANDED))
			continue;
		if (!in_pp && (t->flags & TF_IN_PP))
			continue;
		if ((t->flags & TF_HIDDEN) && pp_passed(ta, first, i))
			continue;
		if (len > 0 && (t->flags & (TF_SPACE_BEFORE | TF_BOL)))
			len = put(buf, len, " ", 1);
		len = put(buf, len, tok_text(ta, t), tok_len(t));
	}
	while (len > 0 && buf[len - 1] == ' ')
		len--;
	if (len > LABEL_MAX) {
		print_escaped(out, buf, LABEL_MAX - 3);
		fputs("...", out);
	} else {
		print_escaped(out, buf, len);
	}
}

void cfg_print_dot(FILE *out, const Cfg *c, const TokenArray *ta)
{
	fprintf(out, "digraph \"%s\" {\n", c->name ? c->name->name : "?");
	for (uint32_t i = 0; i < c->g.n; i++) {
		const CfgNode *x = &c->node[i];
		fprintf(out, "%u [label=\"", i);
		switch (x->kind) {
		case CFG_BRACE_OPEN:
		case CFG_BRACE_CLOSE:
			fprintf(out, "%s%u", cfg_kind_name(x->kind), x->block);
			break;
		case CFG_LOOP_TRUE:
		case CFG_LOOP_FALL:
		case CFG_LOOP_END:
			fputs(loop_label(c, x), out);
			break;
		default:
			if (x->flags & CFG_F_FAKE)
				fputs(cfg_kind_name(x->kind), out);
			else
				print_code(out, ta, x->first, x->last);
			break;
		}
		if (x->parent != CFG_NONE)
			fprintf(out, " (in %u)", x->parent);
		fputs("\"];\n", out);
	}
	for (uint32_t i = 0; i < c->g.n; i++)
		for (uint32_t k = c->g.succ_start[i]; k < c->g.succ_start[i + 1]; k++)
			fprintf(out, "%u -> %u;\n", i, c->g.succ[k]);
	fputs("}\n", out);
}

/* ---- the command-line modes ------------------------------------------ */

/* A parsed C file. */
typedef struct CParse {
	Source *src;
	TokenArray tokens;
	Arena arena;
	const Node *unit;
	const TokenArray *ta;
} CParse;

/* Lex FILE (with the macro heuristics of MT) and parse it; 0 on success.
 * Parse errors are reported and the graphs of the functions that did
 * parse are still built (the unparsed regions are TOP_ERROR items). */
static int cfg_parse_file(CParse *p, const char *file, const MacroTable *mt)
{
	char err[512];
	memset(p, 0, sizeof *p);
	p->src = source_read(file, err, sizeof err);
	if (!p->src) {
		diag(DIAG_ERROR, "%s", err);
		return 1;
	}
	arena_init(&p->arena);
	CParseErrors errs = { 0 };
	p->unit = cparse_file(p->src, &p->tokens, mt, &p->arena, &errs);
	for (size_t i = 0; i < errs.n; i++) {
		uint32_t at = errs.v[i].at < p->tokens.n ? errs.v[i].at : 0;
		diag_at(DIAG_ERROR, p->src, p->tokens.n ? p->tokens.v[at].start : 0, "%s",
			errs.v[i].msg);
	}
	cparse_errors_free(&errs);
	p->ta = &p->tokens;
	return 0;
}

static void cfg_parse_done(CParse *p)
{
	arena_free(&p->arena);
	token_array_free(&p->tokens);
	source_free(p->src);
}

/* ARG is FILE or FILE:FUNCTION; the function part is taken only when
 * FILE alone does not name a readable file. */
static void split_arg(const char *arg, char **file, const char **func)
{
	*file = xstrdup(arg);
	*func = NULL;
	char *colon = strrchr(*file, ':');
	if (colon && colon[1] && access(arg, F_OK) != 0) {
		*colon = '\0';
		*func = arg + (colon - *file) + 1;
	}
}

/* The file name spatch gives the dot file of FUNC in FILE: the base name
 * without its `.c`, a colon, the function, `.dot`. */
static char *dot_name(const char *file, const char *func)
{
	const char *base = strrchr(file, '/');
	base = base ? base + 1 : file;
	size_t n = strlen(base);
	if (n > 2 && base[n - 2] == '.' && (base[n - 1] == 'c' || base[n - 1] == 'h'))
		n -= 2;
	size_t len = n + 1 + strlen(func) + 5;
	char *s = xmalloc(len);
	snprintf(s, len, "%.*s:%s.dot", (int)n, base, func);
	return s;
}

static int emit(const Options *o, const char *file, const Cfg *c, const TokenArray *ta)
{
	if (c->error) {
		diag_at(DIAG_ERROR, ta->src, c->error_tok < ta->n ? ta->v[c->error_tok].start : 0,
			"control-flow graph of '%s': %s",
			c->name ? c->name->name : "?", c->message);
		return 1;
	}
	if (!o->control_flow_to_file) {
		cfg_print_dot(stdout, c, ta);
		return 0;
	}
	char *path = dot_name(file, c->name ? c->name->name : "_");
	FILE *f = fopen(path, "w");
	if (!f) {
		diag(DIAG_ERROR, "cannot write %s: %s", path, strerror(errno));
		xfree(path);
		return 1;
	}
	cfg_print_dot(f, c, ta);
	int bad = fclose(f) != 0;
	if (bad)
		diag(DIAG_ERROR, "cannot write %s: %s", path, strerror(errno));
	xfree(path);
	return bad;
}

int cfg_dot_run(const Options *o)
{
	int rc = 0;
	if (o->files.n == 0) {
		diag(DIAG_ERROR, "--control-flow needs a C file");
		return 2;
	}
	MacroTable *mt = cmacro_load(o);
	if (!mt)
		return 2;
	for (size_t i = 0; i < o->files.n; i++) {
		char *file;
		const char *func;
		split_arg(o->files.v[i], &file, &func);
		CParse p;
		if (cfg_parse_file(&p, file, mt) != 0) {
			rc = 1;
			xfree(file);
			continue;
		}
		CfgSet set;
		cfg_build_unit(&set, p.unit, p.ta);
		int found = 0;
		/* Names already written: a second definition of a name (the
		 * #else branch of an #ifdef) keeps the first one's dot file,
		 * as spatch does. */
		size_t cap = 16;
		while (cap < 2 * set.n)
			cap *= 2;
		const Ident **seen = xcalloc(cap, sizeof *seen);
		for (size_t k = 0; k < set.n; k++) {
			const Cfg *c = &set.v[k];
			if (func && (!c->name || strcmp(c->name->name, func) != 0))
				continue;
			found = 1;
			if (o->control_flow_to_file && c->name) {
				size_t h = ((uintptr_t)c->name >> 4) & (cap - 1);
				while (seen[h] && seen[h] != c->name)
					h = (h + 1) & (cap - 1);
				if (seen[h])
					continue;
				seen[h] = c->name;
			}
			rc |= emit(o, file, c, p.ta);
		}
		xfree(seen);
		if (func && !found) {
			diag(DIAG_ERROR, "%s: no function '%s'", file, func);
			rc = 1;
		}
		cfg_free(&set);
		cfg_parse_done(&p);
		xfree(file);
	}
	cmacro_free(mt);
	return rc;
}
