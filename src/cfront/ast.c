/* ast.c - syntax tree constructors and the --debug-ast dump; see ast.h. */
#include "cfront/ast.h"

#include <string.h>

/* Kid arrays have an implicit capacity: 0 for no kids, else the least
 * power of two >= max(n, 4).  ast_append grows them when full. */
static uint32_t kid_cap(uint32_t n)
{
	uint32_t c = 4;
	if (n == 0)
		return 0;
	while (c < n)
		c *= 2;
	return c;
}

Node *ast_new(Arena *a, NodeKind kind, uint32_t first, uint32_t last)
{
	Node *n = arena_alloc(a, sizeof *n);
	n->kind = (uint16_t)kind;
	n->first = first;
	n->last = last;
	n->height = 1;
	return n;
}

Node *ast_new_kids(Arena *a, NodeKind kind, uint32_t first, uint32_t last,
		   uint32_t n, Node *const *kids)
{
	if (n == 0)
		return ast_new(a, kind, first, last);
	/* the node and its kid array in one allocation (a Node is a whole
	 * number of the arena's 16-byte units, so the array is aligned) */
	_Static_assert(sizeof(Node) % 16 == 0, "kids after a Node stay aligned");
	uint32_t cap = kid_cap(n);
	/* the usual capacity as a constant: the clearing is then inline */
	Node *node = cap == 4 ? arena_alloc(a, sizeof *node + 4 * sizeof *node->kid)
			      : arena_alloc(a, sizeof *node + cap * sizeof *node->kid);
	node->kind = (uint16_t)kind;
	node->first = first;
	node->last = last;
	node->height = 1;
	node->kid = (Node **)(node + 1);
	node->n = n;
	for (uint32_t i = 0; i < n; i++) {      /* a few kids: no memcpy call */
		node->kid[i] = kids[i];
		if (kids[i] && kids[i]->height >= node->height)
			node->height = kids[i]->height + 1;
	}
	return node;
}

void ast_append(Arena *a, Node *list, Node *kid)
{
	/* full: no array yet, or as many kids as kid_cap gives (a power of
	 * two from 4 up); the next capacity is kid_cap(n + 1) */
	uint32_t n = list->n;
	if (n == 0 || (n >= 4 && (n & (n - 1)) == 0)) {
		Node **v = arena_alloc(a, (n ? 2 * (size_t)n : 4) * sizeof *v);
		if (list->n)
			memcpy(v, list->kid, list->n * sizeof *v);
		list->kid = v;
	}
	list->kid[list->n++] = kid;
	if (kid && kid->height >= list->height)
		list->height = kid->height + 1;
}

static const char *const kind_names[N_KIND_COUNT] = {
	"N_NONE", "E_IDENT", "E_CONST", "E_STRING", "E_PAREN", "E_CALL", "E_INDEX",
	"E_MEMBER", "E_POSTFIX", "E_PREFIX", "E_UNARY", "E_SIZEOF_EXPR",
	"E_SIZEOF_TYPE", "E_CAST", "E_BINARY", "E_ASSIGN", "E_COND", "E_COMMA",
	"E_STMT_EXPR", "E_COMPOUND_LIT", "E_TYPE_ARG", "E_BUILTIN", "E_GENERIC",
	"E_GENERIC_ASSOC", "I_LIST", "I_DESIG", "I_FIELD_DESIG", "I_INDEX_DESIG",
	"L_DESIGNATORS", "S_EXPR", "S_EMPTY", "S_BLOCK", "S_IF", "S_WHILE", "S_DO",
	"S_FOR", "S_SWITCH", "S_CASE", "S_DEFAULT", "S_LABEL", "S_GOTO", "S_BREAK",
	"S_CONTINUE", "S_RETURN", "S_ASM", "S_ITERATOR", "S_MACRO", "S_DECL",
	"D_DECL", "D_INIT_DECLARATOR", "D_FUNCDEF", "D_FIELD", "D_FIELD_DECLARATOR",
	"D_ENUMERATOR", "D_PARAM", "D_VARARGS", "D_MACRO_DECL", "D_STATIC_ASSERT",
	"D_EMPTY", "DR_IDENT", "DR_ABSTRACT", "DR_POINTER", "DR_ARRAY", "DR_FUNC",
	"DR_PAREN", "DR_ATTR", "T_SPECS", "T_STORAGE", "T_QUAL", "T_BASE", "T_NAME",
	"T_STRUCT", "T_ENUM", "T_TYPEOF", "T_ATTRS", "T_ALIGNAS", "T_TYPENAME",
	"T_QUALS", "L_ARGS", "L_PARAMS", "L_FIELDS", "L_ENUMERATORS", "L_KR_DECLS",
	"PP_DEFINE", "PP_INCLUDE", "PP_COND", "PP_OTHER", "L_MACRO_PARAMS",
	"TOP_UNIT", "TOP_ERROR", "P_META", "P_DOTS", "P_NEST", "P_DISJ", "P_CONJ",
	"P_OPT", "P_WHEN", "P_POS", "P_SEQ",
};

const char *ast_kind_name(int kind)
{
	if (kind < 0 || kind >= N_KIND_COUNT || !kind_names[kind])
		return "?";
	return kind_names[kind];
}

/* Spelling of an operator TokKind, for the dump. */
static const char *op_spelling(int k)
{
	switch (k) {
	case TK_DOT: return ".";
	case TK_ARROW: return "->";
	case TK_INC: return "++";
	case TK_DEC: return "--";
	case TK_AMP: return "&";
	case TK_STAR: return "*";
	case TK_PLUS: return "+";
	case TK_MINUS: return "-";
	case TK_TILDE: return "~";
	case TK_BANG: return "!";
	case TK_SLASH: return "/";
	case TK_PERCENT: return "%";
	case TK_SHL: return "<<";
	case TK_SHR: return ">>";
	case TK_LT: return "<";
	case TK_GT: return ">";
	case TK_LE: return "<=";
	case TK_GE: return ">=";
	case TK_EQ: return "==";
	case TK_NE: return "!=";
	case TK_CARET: return "^";
	case TK_PIPE: return "|";
	case TK_ANDAND: return "&&";
	case TK_OROR: return "||";
	case TK_ASSIGN: return "=";
	case TK_MUL_ASSIGN: return "*=";
	case TK_DIV_ASSIGN: return "/=";
	case TK_MOD_ASSIGN: return "%=";
	case TK_ADD_ASSIGN: return "+=";
	case TK_SUB_ASSIGN: return "-=";
	case TK_SHL_ASSIGN: return "<<=";
	case TK_SHR_ASSIGN: return ">>=";
	case TK_AND_ASSIGN: return "&=";
	case TK_XOR_ASSIGN: return "^=";
	case TK_OR_ASSIGN: return "|=";
	case TK_INT: return "int-const";
	case TK_FLOAT: return "float-const";
	case TK_CHAR: return "char-const";
	case TK_META: return "meta";
	case TK_PP_DEFINE: return "#define";
	case TK_PP_UNDEF: return "#undef";
	case TK_PP_INCLUDE: return "#include";
	case TK_PP_IF: return "#if";
	case TK_PP_IFDEF: return "#ifdef";
	case TK_PP_IFNDEF: return "#ifndef";
	case TK_PP_ELIF: return "#elif";
	case TK_PP_ELSE: return "#else";
	case TK_PP_ENDIF: return "#endif";
	case TK_PP_PRAGMA: return "#pragma";
	case TK_PP_ERROR: return "#error";
	case TK_PP_LINE: return "#line";
	case TK_PP_OTHER: return "#other";
	case TK_PP_SKIPPED: return "#if-0-text";
	default: return NULL;
	}
}

static const char *const kw_names[KW_COUNT] = {
	[KW_AUTO] = "auto", [KW_BREAK] = "break", [KW_CASE] = "case",
	[KW_CHAR] = "char", [KW_CONST] = "const", [KW_CONTINUE] = "continue",
	[KW_DEFAULT] = "default", [KW_DO] = "do", [KW_DOUBLE] = "double",
	[KW_ELSE] = "else", [KW_ENUM] = "enum", [KW_EXTERN] = "extern",
	[KW_FLOAT] = "float", [KW_FOR] = "for", [KW_GOTO] = "goto",
	[KW_IF] = "if", [KW_INLINE] = "inline", [KW_INT] = "int",
	[KW_LONG] = "long", [KW_REGISTER] = "register",
	[KW_RESTRICT] = "restrict", [KW_RETURN] = "return",
	[KW_SHORT] = "short", [KW_SIGNED] = "signed", [KW_SIZEOF] = "sizeof",
	[KW_STATIC] = "static", [KW_STRUCT] = "struct", [KW_SWITCH] = "switch",
	[KW_TYPEDEF] = "typedef", [KW_UNION] = "union",
	[KW_UNSIGNED] = "unsigned", [KW_VOID] = "void",
	[KW_VOLATILE] = "volatile", [KW_WHILE] = "while",
	[KW_ALIGNAS] = "_Alignas", [KW_ALIGNOF] = "_Alignof",
	[KW_ATOMIC] = "_Atomic", [KW_BOOL] = "_Bool", [KW_COMPLEX] = "_Complex",
	[KW_GENERIC] = "_Generic", [KW_IMAGINARY] = "_Imaginary",
	[KW_NORETURN] = "_Noreturn", [KW_STATIC_ASSERT] = "_Static_assert",
	[KW_THREAD_LOCAL] = "_Thread_local", [KW_ASM] = "asm",
	[KW_ATTRIBUTE] = "__attribute__", [KW_TYPEOF] = "typeof",
	[KW_EXTENSION] = "__extension__", [KW_BUILTIN_VA_ARG] = "__builtin_va_arg",
	[KW_BUILTIN_OFFSETOF] = "__builtin_offsetof",
	[KW_BUILTIN_TYPES_COMPATIBLE_P] = "__builtin_types_compatible_p",
	[KW_LABEL] = "__label__", [KW_INT128] = "__int128",
	[KW_AUTO_TYPE] = "__auto_type",
};

static const char *const when_names[] = {
	"", "!=", "==", "any", "strict", "forall", "exists", "true", "false",
};

/* Does the op of a node of KIND hold a keyword (else a TokKind)? */
static int op_is_keyword(int kind)
{
	switch (kind) {
	case E_SIZEOF_EXPR: case E_SIZEOF_TYPE: case E_BUILTIN:
	case T_STORAGE: case T_QUAL: case T_BASE: case T_STRUCT:
		return 1;
	default:
		return 0;
	}
}

static void dump_pos(FILE *out, Source *src, size_t off)
{
	int line, col;
	source_linecol(src, off, &line, &col);
	fprintf(out, "%d:%d", line, col);
}

/* The text of tokens FIRST..LAST (not hidden ones) on one line, at most
 * about 60 bytes, control bytes and newlines as spaces. */
static void dump_text(FILE *out, const TokenArray *ta, uint32_t first, uint32_t last)
{
	size_t budget = 60;
	int sep = 0;
	fputs(" '", out);
	for (uint32_t i = first; i <= last && i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->flags & TF_HIDDEN || t->kind == TK_EOF || t->kind == TK_PP_END ||
		    (t->flags & TF_EXPANDED && !t->id))
			continue;
		if (sep)
			fputc(' ', out);
		sep = 1;
		/* an expanded token has no text in the file: its spelling */
		const char *s = t->flags & TF_EXPANDED ? t->id->name : tok_text(ta, t);
		size_t len = t->flags & TF_EXPANDED ? t->id->len : tok_len(t);
		for (size_t k = 0; k < len; k++) {
			if (budget == 0) {
				fputs("...", out);
				goto done;
			}
			unsigned char c = (unsigned char)s[k];
			fputc(c < 0x20 || c == 0x7f ? ' ' : c, out);
			budget--;
		}
	}
done:
	fputc('\'', out);
}

static void dump_node(FILE *out, const TokenArray *ta, const Node *n, int depth)
{
	for (int i = 0; i < depth; i++)
		fputs("  ", out);
	if (!n) {
		fputs("-\n", out);
		return;
	}
	if (depth > 20000) {
		fputs("... (too deep)\n", out);
		return;
	}
	fputs(ast_kind_name(n->kind), out);
	fputc(' ', out);
	if (n->first <= n->last && n->last < ta->n) {
		dump_pos(out, ta->src, ta->v[n->first].start);
		fputc('-', out);
		dump_pos(out, ta->src, ta->v[n->last].end);
	} else if (n->first < ta->n) {
		fputs("empty@", out);
		dump_pos(out, ta->src, ta->v[n->first].start);
	} else {
		fputs("empty", out);
	}
	if (n->name)
		fprintf(out, " name=%s", n->name->name);
	if (n->flags & NF_META_NAME)
		fputs(" meta-name", out);
	if (n->op) {
		const char *s = NULL;
		if (n->kind == P_WHEN) {
			if (n->op > 0 && n->op <= PW_FALSE)
				s = when_names[n->op];
		} else if (op_is_keyword(n->kind)) {
			if (n->op > 0 && n->op < KW_COUNT)
				s = kw_names[n->op];
		} else {
			s = op_spelling(n->op);
		}
		if (s)
			fprintf(out, " op=%s", s);
		else
			fprintf(out, " op=%d", (int)n->op);
	}
	if (n->flags & NF_GNU_DESIG)
		fputs(" gnu-desig", out);
	if (n->flags & NF_STATIC)
		fputs(" static", out);
	if (n->flags & NF_NEST_PLUS)
		fputs(" plus", out);
	if (n->flags & NF_KR)
		fputs(" k&r", out);
	if (n->flags & NF_IMPLICIT_INT)
		fputs(" implicit-int", out);
	if (n->n == 0 && n->first <= n->last)
		dump_text(out, ta, n->first, n->last);
	fputc('\n', out);
	for (uint32_t i = 0; i < n->n; i++)
		dump_node(out, ta, n->kid[i], depth + 1);
}

void ast_dump(FILE *out, const TokenArray *ta, const Node *root)
{
	dump_node(out, ta, root, 0);
}

const Node *ast_toplevel_holding(const Node *unit, uint32_t tok)
{
	if (!unit)
		return NULL;
	uint32_t lo = 0, hi = unit->n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const Node *k = unit->kid[mid];
		if (!k || k->last < tok)
			lo = mid + 1;
		else
			hi = mid;
	}
	const Node *k = lo < unit->n ? unit->kid[lo] : NULL;
	return k && k->first <= tok && tok <= k->last ? k : NULL;
}

uint32_t ast_items(const Node *body, Node *const **v, Node **one)
{
	if (body->kind == TOP_UNIT || (body->kind == S_BLOCK && body->first > body->last)) {
		*v = body->kid;
		return body->n;
	}
	*one = (Node *)body;
	*v = one;
	return 1;
}

int ast_body_kid(int kind, uint32_t i)
{
	switch (kind) {
	case S_IF: return i >= 1;
	case S_WHILE: case S_SWITCH: case S_ITERATOR: return i == 1;
	case S_DO: return i == 0;
	case S_FOR: return i == 3;
	default: return 0;
	}
}
