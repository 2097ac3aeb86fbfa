/* smpl_body.c - the body of a pattern rule: lines, tokens, views, anchors.
 *
 * A body is C code with holes.  Column 0 of each line says what the line
 * is: `-` removed, `+` (or `++`) added, `*` matched for a report, `?`
 * optional, `(` `|` `&` `)` disjunction/conjunction delimiters, anything
 * else context.  The lexer here (ladybug's own small body lexer, not the
 * C lexer, whose keyword table it shares) turns the body into a TokenArray over the .cocci Source with
 * TF_MINUS/TF_PLUS/TF_STAR marks, TK_META tokens for metavariables and
 * the SmPL-only kinds of ctoken.h.  Then it checks what needs no C
 * grammar (balanced disjunctions, nests and brackets in each view, `...`
 * in added code, metavariables used only in added code), builds the two
 * views and attaches each run of added tokens to an anchor.
 */
#include "smpl/smpl_body.h"

#include <ctype.h>
#include <string.h>

#include "cfront/fmtstr.h"
#include "cfront/clex.h"

enum { MAX_NEST = 256 };

/* Line markers */
enum { LM_CONTEXT = 0, LM_MINUS, LM_PLUS, LM_STAR };

/* Punctuators, longest first within each leading character. */
static const struct { const char *s; int kind; } puncts[] = {
	{ "<+...", TK_DOTS_OPEN_PLUS }, { "...+>", TK_DOTS_CLOSE_PLUS },
	{ "<...", TK_DOTS_OPEN_NEST }, { "...>", TK_DOTS_CLOSE_NEST },
	{ "......", TK_ELLIPSIS }, { "...", TK_ELLIPSIS },
	{ "<<=", TK_SHL_ASSIGN }, { ">>=", TK_SHR_ASSIGN },
	{ "->", TK_ARROW }, { "++", TK_INC }, { "--", TK_DEC },
	{ "<<", TK_SHL }, { ">>", TK_SHR }, { "<=", TK_LE }, { ">=", TK_GE },
	{ "==", TK_EQ }, { "!=", TK_NE }, { "&&", TK_ANDAND }, { "||", TK_OROR },
	{ "*=", TK_MUL_ASSIGN }, { "/=", TK_DIV_ASSIGN }, { "%=", TK_MOD_ASSIGN },
	{ "+=", TK_ADD_ASSIGN }, { "-=", TK_SUB_ASSIGN }, { "&=", TK_AND_ASSIGN },
	{ "^=", TK_XOR_ASSIGN }, { "|=", TK_OR_ASSIGN }, { "##", TK_HASHHASH },
	{ "\\(", TK_DISJ_OPEN }, { "\\|", TK_DISJ_OR }, { "\\&", TK_DISJ_AND },
	{ "\\)", TK_DISJ_CLOSE },
	{ "(", TK_LPAREN }, { ")", TK_RPAREN }, { "[", TK_LBRACK },
	{ "]", TK_RBRACK }, { "{", TK_LBRACE }, { "}", TK_RBRACE },
	{ ".", TK_DOT }, { "&", TK_AMP }, { "*", TK_STAR }, { "+", TK_PLUS },
	{ "-", TK_MINUS }, { "~", TK_TILDE }, { "!", TK_BANG }, { "/", TK_SLASH },
	{ "%", TK_PERCENT }, { "<", TK_LT }, { ">", TK_GT }, { "^", TK_CARET },
	{ "|", TK_PIPE }, { "?", TK_QUESTION }, { ":", TK_COLON },
	{ ";", TK_SEMI }, { "=", TK_ASSIGN }, { ",", TK_COMMA }, { "#", TK_HASH },
	{ "@", TK_AT },
};

typedef struct Lexer {
	SpCtx *c;
	Rule *r;
	const char *s;
	uint32_t pos, end;
	int marker;             /* LM_* of the current line */
	int many;               /* the line's marker is `++` */
	int bol;                /* next token is the first of its line */
	int in_pp;              /* inside a directive line */
	int when_ok;            /* a `when` here is TK_WHEN */
	uint32_t line_toks;     /* L->toks.n when the current line started */
	uint32_t comment_end;   /* end of the last comment on the line, or 0 */
	VEC(Token) toks;
	VEC(uint32_t) iso_sep;  /* iso files: indexes of `=>` / `<=>` tokens */
	VEC(int) iso_equiv;
} Lexer;

static void push(Lexer *L, int kind, uint32_t start, uint32_t end, const Ident *id, void *aux)
{
	Token t;
	memset(&t, 0, sizeof t);
	t.kind = (uint16_t)kind;
	t.start = start;
	t.end = end;
	t.id = id;
	t.aux = aux;
	uint32_t prev_end = L->toks.n ? L->toks.v[L->toks.n - 1].end : L->r->body_start;
	if (start > prev_end)
		t.flags |= TF_SPACE_BEFORE;
	if (L->bol)
		t.flags |= TF_BOL;
	if (L->in_pp)
		t.flags |= TF_IN_PP;
	if (L->marker == LM_MINUS)
		t.flags |= TF_MINUS;
	else if (L->marker == LM_PLUS)
		t.flags |= L->many ? TF_PLUS | TF_PLUS_MANY : TF_PLUS;
	else if (L->marker == LM_STAR)
		t.flags |= TF_STAR;
	L->bol = 0;
	vec_push(&L->toks, t);
}

static Meta *rule_meta(const Rule *r, const Ident *id)
{
	for (uint32_t i = 0; i < r->nmetas; i++)
		if (r->metas[i]->name == id && r->metas[i]->kind != MK_LIST_LEN)
			return r->metas[i];
	return NULL;
}

/* A name declared by an earlier rule as a type name, declarer, iterator
 * or attribute name (`typedef t;`, `attribute name a;`): such names stay
 * known to the rules that follow, as they do in spatch.  NULL if none. */
static Meta *earlier_name_meta(const Lexer *L, const Ident *id)
{
	const SpCtx *c = L->c;
	for (size_t i = 0; i < c->rules.n; i++) {
		const Rule *r = c->rules.v[i];
		if (r == L->r)
			break;
		for (uint32_t k = 0; k < r->nmetas; k++) {
			Meta *m = r->metas[k];
			if (m->name == id && (smpl_meta(m)->flags & SM_NAME_ONLY) &&
			    (m->kind == MK_TYPEDEF || m->kind == MK_DECLARER ||
			     m->kind == MK_ITERATOR || m->kind == MK_ATTRIBUTE))
				return m;
		}
	}
	return NULL;
}

/* The format metavariables that the string S[P..Q) names (`%@f@`),
 * for a string matched by fragments (one with `...` or `%@f@`); NULL
 * for a string matched as plain text. */
static FmtMetas *string_metas(Lexer *L, uint32_t p, uint32_t q)
{
	const char *s = L->s;
	if (!fmt_is_pattern(s + p, q - p))
		return NULL;
	FmtMetas *fm = arena_alloc(L->c->a, sizeof *fm);
	fm->v = arena_alloc(L->c->a, (q - p) * sizeof *fm->v);
	for (uint32_t i = p; i < q; i++) {
		const char *nm;
		size_t nl, k = fmt_meta_ref(s + i, s + q, &nm, &nl);
		if (!k)
			continue;
		Meta *m = rule_meta(L->r, intern(nm, nl));
		if (m && meta_category(m->kind) == MC_FORMAT) {
			smpl_meta(m)->flags |= L->marker == LM_PLUS ? SM_USED_PLUS : SM_USED_MINUS;
			fm->v[fm->n++] = m;
		}
		i += (uint32_t)k - 1;
	}
	return fm;
}

static int pp_kind(const char *w, size_t n)
{
	static const struct { const char *w; int k; } pp[] = {
		{ "define", TK_PP_DEFINE }, { "undef", TK_PP_UNDEF },
		{ "include", TK_PP_INCLUDE }, { "if", TK_PP_IF }, { "ifdef", TK_PP_IFDEF },
		{ "ifndef", TK_PP_IFNDEF }, { "elif", TK_PP_ELIF }, { "else", TK_PP_ELSE },
		{ "endif", TK_PP_ENDIF }, { "pragma", TK_PP_PRAGMA }, { "error", TK_PP_ERROR },
		{ "line", TK_PP_LINE },
	};
	for (size_t i = 0; i < sizeof pp / sizeof pp[0]; i++)
		if (strlen(pp[i].w) == n && memcmp(pp[i].w, w, n) == 0)
			return pp[i].k;
	return TK_PP_OTHER;
}

/* Start of a line at L->pos: read its column-0 marker. */
static void line_start(Lexer *L)
{
	const char *s = L->s;
	uint32_t p = L->pos;
	L->line_toks = (uint32_t)L->toks.n;
	L->comment_end = 0;
	L->marker = LM_CONTEXT;
	L->many = 0;
	L->bol = 1;
	if (p >= L->end)
		return;
	switch (s[p]) {
	case '-':
		L->marker = LM_MINUS;
		L->pos++;
		break;
	case '+':
		L->marker = LM_PLUS;
		L->pos++;
		if (L->pos < L->end && s[L->pos] == '+') {
			L->pos++;
			L->many = 1;
		}
		break;
	case '*':
		L->marker = LM_STAR;
		L->pos++;
		break;
	case '?':
		push(L, TK_OPTIONAL, p, p + 1, NULL, NULL);
		L->pos++;
		L->bol = 1;
		/* `?-`, `?+`, `?*`: an optional line that is also marked; the
		 * `?` goes with the line's code into its view */
		if (L->pos < L->end && (s[L->pos] == '-' || s[L->pos] == '+' || s[L->pos] == '*')) {
			L->marker = s[L->pos] == '-' ? LM_MINUS : s[L->pos] == '+' ? LM_PLUS : LM_STAR;
			L->toks.v[L->toks.n - 1].flags |= L->marker == LM_MINUS ? TF_MINUS :
							  L->marker == LM_PLUS ? TF_PLUS : TF_STAR;
			L->pos++;
		}
		break;
	case '(':
		push(L, TK_DISJ_OPEN, p, p + 1, NULL, NULL);
		L->pos++;
		break;
	case '|':
		push(L, TK_DISJ_OR, p, p + 1, NULL, NULL);
		L->pos++;
		break;
	case '&':
		push(L, TK_DISJ_AND, p, p + 1, NULL, NULL);
		L->pos++;
		break;
	case ')':
		push(L, TK_DISJ_CLOSE, p, p + 1, NULL, NULL);
		L->pos++;
		break;
	}
}

static int is_dots(int k)
{
	return k == TK_ELLIPSIS || k == TK_DOTS_OPEN_NEST || k == TK_DOTS_OPEN_PLUS;
}

/* Lex the body of L->r.  0, or -1 after an error. */
/* A directive's continuation line starts at L->pos: its first column
 * may mark it `-`, `+` or `*` as any line (the marker holds for the
 * code of that line only). */
static void continuation_marker(Lexer *L)
{
	const char *s = L->s;
	L->marker = LM_CONTEXT;
	L->many = 0;
	if (L->pos >= L->end)
		return;
	if (s[L->pos] == '-')
		L->marker = LM_MINUS;
	else if (s[L->pos] == '+')
		L->marker = LM_PLUS;
	else if (s[L->pos] == '*')
		L->marker = LM_STAR;
	else
		return;
	L->pos++;
	if (L->marker == LM_PLUS && L->pos < L->end && s[L->pos] == '+') {
		L->pos++;
		L->many = 1;
	}
}

/* At the end of a line: a `+` line that held comments and no token gets
 * a TK_PLUS_COMMENT at the end of its last comment, so that the comment
 * is added code of its own (spatch adds `+ / * TODO * /` alone).  A
 * comment that spans lines ends on a later line: that one holds it. */
static void plus_comment_line(Lexer *L)
{
	if (L->marker != LM_PLUS || !L->comment_end || L->toks.n != L->line_toks || L->in_pp)
		return;
	int bol = L->bol;
	L->bol = 1;
	push(L, TK_PLUS_COMMENT, L->comment_end, L->comment_end, NULL, NULL);
	L->bol = bol;
}

static int lex_body(Lexer *L)
{
	SpCtx *c = L->c;
	const char *s = L->s;
	L->pos = L->r->body_start;
	L->end = L->r->body_end;
	line_start(L);
	while (L->pos < L->end) {
		uint32_t p = L->pos;
		unsigned char ch = (unsigned char)s[p];
		if (ch == '\n') {
			plus_comment_line(L);
			if (L->in_pp) {
				push(L, TK_PP_END, p, p, NULL, NULL);
				L->in_pp = 0;
			}
			L->pos++;
			line_start(L);
			continue;
		}
		if (ch == '\\' && p + 1 < L->end && s[p + 1] == '\n') {
			L->pos += 2;  /* line continuation */
			if (L->in_pp)
				continuation_marker(L);
			continue;
		}
		if (isspace(ch)) {
			L->pos++;
			continue;
		}
		if (ch == '/' && p + 1 < L->end && s[p + 1] == '/') {
			while (L->pos < L->end && s[L->pos] != '\n')
				L->pos++;
			L->comment_end = L->pos;
			continue;
		}
		if (ch == '/' && p + 1 < L->end && s[p + 1] == '*') {
			uint32_t q = p + 2;
			while (q + 1 < L->end && !(s[q] == '*' && s[q + 1] == '/'))
				q++;
			if (q + 1 >= L->end) {
				sp_error(c, p, "unterminated comment");
				return -1;
			}
			L->pos = q + 2;
			L->comment_end = L->pos;
			continue;
		}
		if (isalpha(ch) || ch == '_' || ch == '$') {
			uint32_t q = p + 1;
			while (q < L->end && (isalnum((unsigned char)s[q]) || s[q] == '_' || s[q] == '$'))
				q++;
			/* string and char prefixes */
			if (q < L->end && (s[q] == '"' || s[q] == '\'') && q - p <= 2 &&
			    strchr("LuU8", s[p]) && (q - p == 1 || (s[p] == 'u' && s[p + 1] == '8')))
				goto quoted;
			const Ident *id = intern(s + p, q - p);
			L->pos = q;
			int prevk = L->toks.n ? L->toks.v[L->toks.n - 1].kind : -1;
			if (L->in_pp == 2) {
				/* the directive's name */
				L->toks.v[L->toks.n - 1].kind = (uint16_t)pp_kind(s + p, q - p);
				L->toks.v[L->toks.n - 1].end = q;
				L->in_pp = 1;
				continue;
			}
			if (id->len == 4 && (memcmp(id->name, "when", 4) == 0 || memcmp(id->name, "WHEN", 4) == 0) &&
			    (is_dots(prevk) || (L->when_ok && L->bol))) {
				push(L, TK_WHEN, p, q, id, NULL);
				L->when_ok = 1;
				continue;
			}
			Meta *m = rule_meta(L->r, id);
			if (!m && !id->kw && !c->is_iso)
				m = earlier_name_meta(L, id);
			if (m && (smpl_meta(m)->flags & SM_NAME_ONLY)) {
				int k = TK_IDENT;
				switch (m->kind) {
				case MK_TYPEDEF: k = TK_TYPEDEF_NAME; break;
				case MK_DECLARER: k = TK_MACRO_DECL; break;
				case MK_ITERATOR: k = TK_MACRO_ITER; break;
				case MK_ATTRIBUTE: k = TK_MACRO_ATTR; break;
				default: break;
				}
				push(L, k, p, q, id, NULL);
			} else if (m) {
				push(L, TK_META, p, q, id, m);
				smpl_meta(m)->flags |= L->marker == LM_PLUS ? SM_USED_PLUS : SM_USED_MINUS;
			} else if (!id->kw && L->r->pattern_kind == PK_TYPE &&
				   !(prevk == TK_KEYWORD && L->toks.v[L->toks.n - 1].id &&
				     (L->toks.v[L->toks.n - 1].id->kw == KW_STRUCT ||
				      L->toks.v[L->toks.n - 1].id->kw == KW_UNION ||
				      L->toks.v[L->toks.n - 1].id->kw == KW_ENUM))) {
				/* a `type' rule: a plain name is a type name */
				push(L, TK_TYPEDEF_NAME, p, q, id, NULL);
			} else {
				push(L, id->kw ? TK_KEYWORD : TK_IDENT, p, q, id, NULL);
			}
			continue;
		}
		if (L->in_pp == 2 && !(isalpha(ch) || ch == '_'))
			L->in_pp = 1; /* `# 12 "f"`: no directive name */
		if (isdigit(ch) || (ch == '.' && p + 1 < L->end && isdigit((unsigned char)s[p + 1]))) {
			uint32_t q = p + 1;
			int is_float = ch == '.';
			while (q < L->end) {
				char d = s[q];
				if ((d == '+' || d == '-') && strchr("eEpP", s[q - 1]) &&
				    !(s[p] == '0' && (s[p + 1] == 'x' || s[p + 1] == 'X') && strchr("eE", s[q - 1])))
					q++;
				else if (isalnum((unsigned char)d) || d == '_')
					q++;
				else if (d == '.' && !(q + 1 < L->end && s[q + 1] == '.')) {
					is_float = 1;
					q++;
				} else
					break;
			}
			push(L, is_float ? TK_FLOAT : TK_INT, p, q, NULL, NULL);
			L->pos = q;
			continue;
		}
		if (ch == '"' || ch == '\'') {
			uint32_t q;
		quoted:
			q = p;
			while (s[q] != '"' && s[q] != '\'')
				q++;
			char close = s[q];
			q++;
			while (q < L->end && s[q] != close && s[q] != '\n') {
				if (s[q] == '\\' && q + 1 < L->end)
					q++;
				q++;
			}
			if (q >= L->end || s[q] != close) {
				sp_error(c, p, "missing terminating %c character", close);
				return -1;
			}
			push(L, close == '"' ? TK_STRING : TK_CHAR, p, q + 1, NULL,
			     close == '"' ? string_metas(L, p, q + 1) : NULL);
			L->pos = q + 1;
			continue;
		}
		if (ch == '<' && L->in_pp == 1 && L->toks.n &&
		    L->toks.v[L->toks.n - 1].kind == TK_PP_INCLUDE) {
			uint32_t q = p + 1;
			while (q < L->end && s[q] != '>' && s[q] != '\n')
				q++;
			if (q < L->end && s[q] == '>') {
				push(L, TK_PP_HEADER, p, q + 1, NULL, NULL);
				L->pos = q + 1;
				continue;
			}
		}
		if (c->is_iso && (!strncmp(s + p, "<=>", 3) || !strncmp(s + p, "=>", 2))) {
			uint32_t n = s[p] == '<' ? 3 : 2;
			vec_push(&L->iso_sep, (uint32_t)L->toks.n);
			vec_push(&L->iso_equiv, n == 3);
			push(L, TK_OTHER, p, p + n, NULL, NULL);
			L->toks.v[L->toks.n - 1].flags |= TF_HIDDEN;
			L->pos = p + n;
			continue;
		}
		if (ch == '#' && L->bol && !L->in_pp) {
			/* a directive: `#` and its name become one TK_PP_* token */
			push(L, TK_PP_OTHER, p, p + 1, NULL, NULL);
			L->toks.v[L->toks.n - 1].flags |= TF_IN_PP;
			L->in_pp = 2;
			L->pos = p + 1;
			continue;
		}
		size_t i;
		for (i = 0; i < sizeof puncts / sizeof puncts[0]; i++) {
			size_t n = strlen(puncts[i].s);
			if (p + n <= L->end && memcmp(s + p, puncts[i].s, n) == 0)
				break;
		}
		if (i == sizeof puncts / sizeof puncts[0]) {
			push(L, TK_OTHER, p, p + 1, NULL, NULL);
			L->pos = p + 1;
			continue;
		}
		int k = puncts[i].kind;
		if (L->in_pp == 2)
			L->in_pp = 1;
		push(L, k, p, p + (uint32_t)strlen(puncts[i].s), NULL, NULL);
		L->pos = p + (uint32_t)strlen(puncts[i].s);
		if (!is_dots(k) && k != TK_WHEN && L->toks.v[L->toks.n - 1].flags & TF_BOL)
			L->when_ok = 0;
	}
	plus_comment_line(L);
	if (L->in_pp)
		push(L, TK_PP_END, L->end, L->end, NULL, NULL);
	return 0;
}

static const char *open_text(int k)
{
	switch (k) {
	case TK_DISJ_OPEN: return "disjunction `('";
	case TK_DOTS_OPEN_NEST: return "`<...'";
	case TK_DOTS_OPEN_PLUS: return "`<+...'";
	case TK_LPAREN: return "`('";
	case TK_LBRACK: return "`['";
	case TK_LBRACE: return "`{'";
	}
	return "?";
}

static int closer_of(int k)
{
	switch (k) {
	case TK_DISJ_OPEN: return TK_DISJ_CLOSE;
	case TK_DOTS_OPEN_NEST: return TK_DOTS_CLOSE_NEST;
	case TK_DOTS_OPEN_PLUS: return TK_DOTS_CLOSE_PLUS;
	case TK_LPAREN: return TK_RPAREN;
	case TK_LBRACK: return TK_RBRACK;
	case TK_LBRACE: return TK_RBRACE;
	}
	return -1;
}

/* Check the nesting of disjunctions, nests and brackets in the view that
 * hides tokens with flag HIDE.  VIEW names it in messages. */
static int check_view(SpCtx *c, const TokenArray *ta, int hide, const char *view)
{
	uint32_t stack[MAX_NEST];
	int depth = 0;
	for (uint32_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->flags & (hide | TF_HIDDEN) || t->kind == TK_EOF)
			continue;
		int k = t->kind;
		switch (k) {
		case TK_DISJ_OPEN: case TK_DOTS_OPEN_NEST: case TK_DOTS_OPEN_PLUS:
		case TK_LPAREN: case TK_LBRACK: case TK_LBRACE:
			if (depth == MAX_NEST) {
				sp_error(c, t->start, "nesting too deep (more than %d levels)", MAX_NEST);
				return -1;
			}
			stack[depth++] = i;
			break;
		case TK_DISJ_CLOSE: case TK_DOTS_CLOSE_NEST: case TK_DOTS_CLOSE_PLUS:
		case TK_RPAREN: case TK_RBRACK: case TK_RBRACE:
			if (depth == 0) {
				if (k == TK_DISJ_CLOSE)
					sp_error(c, t->start, "unbalanced disjunction: `)' in column 0 closes no `('");
				else
					sp_error(c, t->start, "`%.*s' closes nothing in the %s code",
						 (int)tok_len(t), tok_text(ta, t), view);
				return -1;
			}
			{
				const Token *o = &ta->v[stack[depth - 1]];
				if (closer_of(o->kind) != k) {
					int line, col;
					source_linecol(ta->src, o->start, &line, &col);
					sp_error(c, t->start, "`%.*s' here does not close the %s opened at line %d, column %d (%s code)",
						 (int)tok_len(t), tok_text(ta, t), open_text(o->kind), line, col, view);
					return -1;
				}
			}
			depth--;
			break;
		case TK_DISJ_OR: case TK_DISJ_AND:
			if (depth == 0 || ta->v[stack[depth - 1]].kind != TK_DISJ_OPEN) {
				sp_error(c, t->start, "unbalanced disjunction: `%c' is not inside a `(' ... `)' disjunction",
					 k == TK_DISJ_OR ? '|' : '&');
				return -1;
			}
			break;
		}
	}
	if (depth) {
		const Token *o = &ta->v[stack[depth - 1]];
		sp_error(c, o->start, "unbalanced %s: %s is never closed (%s code)",
			 o->kind == TK_DISJ_OPEN ? "disjunction" : "brackets", open_text(o->kind), view);
		return -1;
	}
	return 0;
}

static int is_word(const Token *t, const char *w)
{
	return t->id && strcmp(t->id->name, w) == 0;
}

/* Does token P (before index I, in the view that hides HIDE) end the
 * header of an if, while or for, or is it `else' or `do'?  What comes
 * next is then the one statement of a body. */
static int body_header_end(const TokenArray *ta, int hide, const Token *p, uint32_t i)
{
	if (is_word(p, "else") || is_word(p, "do"))
		return 1;
	if (p->kind != TK_RPAREN)
		return 0;
	uint32_t k = i;
	while (k > 0 && &ta->v[k] != p)
		k--;
	int depth = 0;
	for (; k > 0; k--) {
		const Token *t = &ta->v[k];
		if (t->flags & (hide | TF_HIDDEN))
			continue;
		if (t->kind == TK_RPAREN)
			depth++;
		else if (t->kind == TK_LPAREN && --depth == 0)
			break;
	}
	while (k > 0 && (ta->v[k - 1].flags & (hide | TF_HIDDEN)))
		k--;
	if (k == 0 || ta->v[k].kind != TK_LPAREN)
		return 0;
	const Token *kw = &ta->v[k - 1];
	return is_word(kw, "if") || is_word(kw, "while") || is_word(kw, "for");
}

/* Where dots and when clauses cannot stand, in the view that hides HIDE:
 * `...` right after `...`, dots or a nest as the body of an if or a loop
 * (`for (...) ...'), an empty nest, `when` with no clause. */
static int check_dots(SpCtx *c, const TokenArray *ta, int hide, const char *view)
{
	const Token *prev = NULL, *pprev = NULL;
	for (uint32_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->flags & (hide | TF_HIDDEN))
			continue;
		/* two statement dots in a row (`x = ...` then `...` is fine) */
		int stmt_dots = prev && prev->kind == TK_ELLIPSIS && tok_len(prev) == 3 &&
				(!pprev || pprev->kind == TK_SEMI || pprev->kind == TK_LBRACE ||
				 pprev->kind == TK_RBRACE || pprev->kind == TK_DISJ_OPEN ||
				 pprev->kind == TK_DISJ_OR || pprev->kind == TK_DISJ_AND);
		if (t->kind == TK_ELLIPSIS && stmt_dots && tok_len(t) == 3) {
			sp_error(c, t->start, "`...' cannot stand right after `...' (%s code)", view);
			return -1;
		}
		if (((t->kind == TK_ELLIPSIS && tok_len(t) == 3) || t->kind == TK_DOTS_OPEN_NEST ||
		     t->kind == TK_DOTS_OPEN_PLUS) &&
		    prev && body_header_end(ta, hide, prev, i)) {
			sp_error(c, t->start,
				 "`%.*s' cannot be the body of an if, else, loop or do: the body is one statement (%s code)",
				 (int)tok_len(t), tok_text(ta, t), view);
			return -1;
		}
		if ((t->kind == TK_DOTS_CLOSE_NEST || t->kind == TK_DOTS_CLOSE_PLUS) && prev &&
		    (prev->kind == TK_DOTS_OPEN_NEST || prev->kind == TK_DOTS_OPEN_PLUS)) {
			sp_error(c, t->start, "empty nest: `%.*s' needs a pattern before this `%.*s' (%s code)",
				 (int)tok_len(prev), tok_text(ta, prev), (int)tok_len(t), tok_text(ta, t), view);
			return -1;
		}
		if (prev && prev->kind == TK_WHEN &&
		    !(t->kind == TK_NE || t->kind == TK_EQ || t->kind == TK_ASSIGN ||
		      is_word(t, "any") || is_word(t, "strict") || is_word(t, "forall") ||
		      is_word(t, "exists") || is_word(t, "true") || is_word(t, "false"))) {
			sp_error(c, t->kind == TK_EOF ? prev->end : t->start,
				 "expected `!=', `==', any, strict, forall or exists after `when' (%s code)", view);
			return -1;
		}
		pprev = prev;
		prev = t;
	}
	return 0;
}

static int structural(int k)
{
	return k == TK_DISJ_OPEN || k == TK_DISJ_OR || k == TK_DISJ_AND ||
	       k == TK_DISJ_CLOSE || k == TK_OPTIONAL || k == TK_EOF || k == TK_PP_END;
}

/* Attach each run of added tokens to a minus/context token: after the
 * token before it, unless that one is no code of its own (a disjunction
 * delimiter, `?`, dots or a when clause); then before the token after it.
 * So `+ f();` after `... when != x` goes before the next statement. */
static int make_anchors(SpCtx *c, Rule *r)
{
	TokenArray *ta = &r->toks;
	VEC(PlusFrag) v = { 0 };
	/* weak[i]: token i is a poor anchor; none[i]: no anchor at all */
	char *weak = xcalloc(ta->n ? ta->n : 1, 1);
	char *none = xcalloc(ta->n ? ta->n : 1, 1);
	int in_when = 0;
	for (uint32_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->kind == TK_WHEN)
			in_when = 1;
		else if ((t->flags & TF_BOL) && !(t->flags & TF_PLUS))
			in_when = 0;
		none[i] = structural(t->kind) || (t->flags & (TF_PLUS | TF_HIDDEN)) != 0;
		weak[i] = none[i] || in_when || is_dots(t->kind) || t->kind == TK_WHEN ||
			  t->kind == TK_DOTS_CLOSE_NEST || t->kind == TK_DOTS_CLOSE_PLUS;
	}
	int rc = 0;
	uint32_t i = 0;
	while (i < ta->n) {
		if (!(ta->v[i].flags & TF_PLUS)) {
			i++;
			continue;
		}
		uint32_t first = i;
		while (i < ta->n && (ta->v[i].flags & TF_PLUS))
			i++;
		PlusFrag f = { first, i - 1, 0, 1 };
		int64_t b = (int64_t)first - 1;
		while (b >= 0 && ((ta->v[b].flags & TF_HIDDEN) || ta->v[b].kind == TK_PP_END))
			b--;
		uint32_t a = i;
		while (a < ta->n && none[a])
			a++;
		int has_next = a < ta->n && ta->v[a].kind != TK_EOF;
		if (b >= 0 && !weak[b]) {
			f.anchor = (uint32_t)b;
		} else if (has_next && !weak[a]) {
			f.anchor = a;
			f.after = 0;
		} else if (b >= 0 && !none[b]) {
			f.anchor = (uint32_t)b;
		} else if (has_next) {
			f.anchor = a;
			f.after = 0;
		} else {
			while (b >= 0 && none[b])
				b--;
			if (b < 0) {
				sp_error(c, ta->v[first].start,
					 "+ code with no anchor: the rule has no minus or context code to attach it to");
				rc = -1;
				break;
			}
			f.anchor = (uint32_t)b;
		}
		vec_push(&v, f);
	}
	xfree(weak);
	xfree(none);
	if (rc == 0) {
		r->nfrags = (uint32_t)v.n;
		if (v.n) {
			r->frags = arena_alloc(c->a, v.n * sizeof *r->frags);
			memcpy(r->frags, v.v, v.n * sizeof *r->frags);
		}
	}
	vec_free(&v);
	return rc;
}

/* In a view, a disjunction branch may have lost all its tokens (a branch
 * of `-` lines in the plus view).  Hide the empty branches with their
 * `|`, and the delimiters of a disjunction left with one branch or none,
 * so that the view is code again.  The nesting was checked, so delimiters pair up; the stack
 * is bounded like check_view's. */
static void prune_branches(TokenArray *ta)
{
	/* delims: the delimiter indexes of the open disjunctions, each level's
	 * starting at base[level]; empty[k]: branch k (after delims[k]) is empty */
	VEC(uint32_t) delims = { 0 };
	VEC(char) empty = { 0 };
	size_t base[MAX_NEST];
	int depth = 0;
	for (uint32_t i = 0; i < ta->n; i++) {
		Token *t = &ta->v[i];
		if (t->flags & TF_HIDDEN)
			continue;
		int k = t->kind;
		if (k == TK_DISJ_OPEN) {
			if (depth == MAX_NEST)
				break;
			base[depth++] = delims.n;
			vec_push(&delims, i);
			vec_push(&empty, 1);
			continue;
		}
		if (depth == 0) {
			continue;
		}
		if (k == TK_DISJ_OR || k == TK_DISJ_AND) {
			vec_push(&delims, i);
			vec_push(&empty, 1);
			continue;
		}
		if (k != TK_DISJ_CLOSE) {
			empty.v[empty.n - 1] = 0;
			continue;
		}
		size_t b0 = base[--depth], nb = delims.n - b0;
		size_t kept = 0;
		for (size_t j = 0; j < nb; j++) {
			if (j > 0)
				ta->v[delims.v[b0 + j]].flags |= TF_HIDDEN;
			if (!empty.v[b0 + j]) {
				if (kept > 0)
					ta->v[delims.v[b0 + j]].flags &= (uint16_t)~TF_HIDDEN;
				kept++;
			}
		}
		if (kept <= 1) {
			/* no branch left, or one: that branch is the code */
			ta->v[delims.v[b0]].flags |= TF_HIDDEN;
			t->flags |= TF_HIDDEN;
		}
		delims.n = empty.n = b0;
		if (kept && depth > 0)
			empty.v[empty.n - 1] = 0;
	}
	vec_free(&delims);
	vec_free(&empty);
}

static void make_view(SpCtx *c, Rule *r, TokenArray *out, int hide)
{
	out->src = r->toks.src;
	out->n = out->cap = r->toks.n;
	out->v = arena_alloc(c->a, r->toks.n * sizeof *out->v);
	memcpy(out->v, r->toks.v, r->toks.n * sizeof *out->v);
	for (uint32_t i = 0; i < out->n; i++)
		if ((out->v[i].flags & hide) || out->v[i].kind == TK_PLUS_COMMENT)
			out->v[i].flags |= TF_HIDDEN;
	prune_branches(out);
}

int smpl_body(SpCtx *c, Rule *r)
{
	clex_init();
	Lexer L;
	memset(&L, 0, sizeof L);
	L.c = c;
	L.r = r;
	L.s = c->src->text;
	int rc = lex_body(&L);
	if (rc == 0) {
		Token eof;
		memset(&eof, 0, sizeof eof);
		eof.kind = TK_EOF;
		eof.start = eof.end = r->body_end;
		vec_push(&L.toks, eof);
		r->toks.src = c->src;
		r->toks.n = r->toks.cap = L.toks.n;
		r->toks.v = arena_alloc(c->a, L.toks.n * sizeof *r->toks.v);
		memcpy(r->toks.v, L.toks.v, L.toks.n * sizeof *r->toks.v);
	}
	if (rc == 0 && L.iso_sep.n) {
		uint32_t n = (uint32_t)L.iso_sep.n + 1;
		r->iso.n = n;
		r->iso.first = arena_alloc(c->a, n * sizeof *r->iso.first);
		r->iso.last = arena_alloc(c->a, n * sizeof *r->iso.last);
		r->iso.equiv = arena_alloc(c->a, n * sizeof *r->iso.equiv);
		uint32_t start = 0;
		for (uint32_t k = 0; k < n; k++) {
			uint32_t stop = k + 1 < n ? L.iso_sep.v[k] : (uint32_t)r->toks.n - 1;
			r->iso.first[k] = start;
			r->iso.last[k] = stop - 1; /* may be start-1: an empty form */
			r->iso.equiv[k] = k ? L.iso_equiv.v[k - 1] : 0;
			start = stop + 1;
		}
	}
	vec_free(&L.toks);
	vec_free(&L.iso_sep);
	vec_free(&L.iso_equiv);
	if (rc != 0)
		return -1;

	TokenArray *ta = &r->toks;
	for (uint32_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		r->has_minus |= (t->flags & TF_MINUS) != 0;
		r->has_plus |= (t->flags & TF_PLUS) != 0;
		r->has_star |= (t->flags & TF_STAR) != 0;
		if ((t->flags & TF_PLUS) && (is_dots(t->kind) || t->kind == TK_DOTS_CLOSE_NEST ||
					      t->kind == TK_DOTS_CLOSE_PLUS || t->kind == TK_WHEN) &&
		    !(t->kind == TK_ELLIPSIS && tok_len(t) == 6)) {
			sp_error(c, t->start, "`%.*s' cannot stand in + code: added code is plain C",
				 (int)tok_len(t), tok_text(ta, t));
			return -1;
		}
	}
	for (uint32_t i = 0; i + 1 < ta->n; i++) {
		const Token *t = &ta->v[i], *u = &ta->v[i + 1];
		if (t->kind != TK_AT || u->kind == TK_META)
			continue;
		if (u->kind == TK_IDENT || u->kind == TK_KEYWORD)
			sp_error(c, u->start, "undeclared metavariable `%.*s' after `@'",
				 (int)tok_len(u), tok_text(ta, u));
		else
			sp_error(c, t->start, "`@' must be followed by a metavariable");
		return -1;
	}
	if (r->has_star && (r->has_minus || r->has_plus)) {
		for (uint32_t i = 0; i < ta->n; i++)
			if (ta->v[i].flags & TF_STAR) {
				sp_error(c, ta->v[i].start, "a rule may not mix `*' lines with `-' or `+' lines");
				return -1;
			}
	}
	if (check_view(c, ta, TF_PLUS, "minus") != 0 || check_view(c, ta, TF_MINUS, "plus") != 0 ||
	    check_dots(c, ta, TF_PLUS, "minus") != 0)
		return -1;
	/* a metavariable in + code must be bound by the - or context code,
	 * by an earlier rule, or be fresh */
	for (uint32_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->kind != TK_META || !(t->flags & TF_PLUS))
			continue;
		const Meta *m = t->aux;
		const SmplMeta *x = smpl_meta(m);
		if (x->flags & (SM_USED_MINUS | SM_INHERITED | SM_VIRTUAL))
			continue;
		if (m->kind == MK_FRESH_IDENTIFIER || r->kind == RK_ISO)
			continue;
		sp_error(c, t->start, "metavariable `%s' is used in + code but bound nowhere: it appears only in + code",
			 m->name->name);
		return -1;
	}
	for (uint32_t i = 0; i < r->nmetas; i++) {
		const Meta *m = r->metas[i];
		if (m->kind == MK_FRESH_IDENTIFIER && (smpl_meta(m)->flags & SM_USED_MINUS)) {
			sp_error(c, smpl_meta(m)->off, "fresh identifier `%s' may only be used in + code",
				 m->name->name);
			return -1;
		}
	}
	if (r->kind != RK_ISO && make_anchors(c, r) != 0)
		return -1;
	make_view(c, r, &r->minus_view, TF_PLUS);
	make_view(c, r, &r->plus_view, TF_MINUS);
	return 0;
}
