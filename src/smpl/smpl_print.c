/* smpl_print.c - the normalized form that `spatch --parse-cocci` prints.
 *
 * For each rule: its header rebuilt in a canonical order, its
 * metavariables one a line with kinds, types, list lengths, constraints
 * and notes, then (pattern rules) the minus view with its marks, the plus
 * view, and the anchor of each run of added code; (script rules) the
 * bindings and the script text.  Code is printed line by line with the
 * original indentation, comments dropped and spaces collapsed.
 */
#include "smpl/smpl_print.h"

#include <stdio.h>
#include <string.h>

static const char *const kind_names[MK_COUNT] = {
	[MK_IDENTIFIER] = "identifier", [MK_EXPRESSION] = "expression",
	[MK_IDEXPRESSION] = "idexpression", [MK_CONSTANT] = "constant",
	[MK_STATEMENT] = "statement", [MK_STATEMENT_LIST] = "statement list",
	[MK_EXPRESSION_LIST] = "expression list", [MK_PARAMETER] = "parameter",
	[MK_PARAMETER_LIST] = "parameter list", [MK_FIELD] = "field",
	[MK_FIELD_LIST] = "field list", [MK_TYPE] = "type", [MK_TYPEDEF] = "typedef",
	[MK_DECLARATION] = "declaration", [MK_INITIALIZER] = "initializer",
	[MK_INITIALIZER_LIST] = "initializer list", [MK_DECLARER] = "declarer",
	[MK_ITERATOR] = "iterator", [MK_FUNCTION] = "function",
	[MK_POSITION] = "position", [MK_FRESH_IDENTIFIER] = "fresh identifier",
	[MK_FORMAT] = "format", [MK_FORMAT_LIST] = "format list",
	[MK_BINARY_OP] = "binary operator", [MK_ASSIGN_OP] = "assignment operator",
	[MK_UNARY_OP] = "unary operator", [MK_SYMBOL] = "symbol",
	[MK_ATTRIBUTE] = "attribute", [MK_METAVARIABLE] = "metavariable",
	[MK_COMMENTS] = "comments", [MK_IDENTIFIER_LIST] = "identifier list",
	[MK_TYPED_EXPRESSION] = "typed expression", [MK_VIRTUAL_ID] = "virtual identifier",
	[MK_LIST_LEN] = "list length", [MK_PRAGMAINFO] = "pragmainfo",
};

const char *smpl_kind_name(MetaKind k)
{
	return k > 0 && k < MK_COUNT && kind_names[k] ? kind_names[k] : "?";
}

static void print_names(FILE *out, const char *sep, NameList l)
{
	for (uint32_t i = 0; i < l.n; i++)
		fprintf(out, "%s%s", i ? ", " : sep, l.v[i]->name);
}

enum { MAX_DEP_DEPTH = 200 };

static void print_dep(FILE *out, const Dep *d, int top, int depth)
{
	if (depth > MAX_DEP_DEPTH) {
		fputs("...", out);
		return;
	}
	switch (d->kind) {
	case DEP_NAME: fputs(d->name->name, out); break;
	case DEP_EVER: fprintf(out, "ever %s", d->name->name); break;
	case DEP_NEVER: fprintf(out, "never %s", d->name->name); break;
	case DEP_FILE_IN: fprintf(out, "file in %s", d->name->name); break;
	case DEP_NOT:
		fputc('!', out);
		print_dep(out, d->l, 0, depth + 1);
		break;
	case DEP_AND:
	case DEP_OR:
		if (!top)
			fputc('(', out);
		print_dep(out, d->l, 0, depth + 1);
		fputs(d->kind == DEP_AND ? " && " : " || ", out);
		print_dep(out, d->r, 0, depth + 1);
		if (!top)
			fputc(')', out);
		break;
	}
}

static void print_header(FILE *out, const Rule *r)
{
	fputc('@', out);
	const char *sep = "";
	switch (r->kind) {
	case RK_SCRIPT: fprintf(out, "script:%s", r->lang); sep = " "; break;
	case RK_INITIALIZE: fprintf(out, "initialize:%s", r->lang); sep = " "; break;
	case RK_FINALIZE: fprintf(out, "finalize:%s", r->lang); sep = " "; break;
	default: break;
	}
	if (r->name) {
		fprintf(out, "%s%s", sep, r->name->name);
		sep = " ";
	}
	if (r->extends) {
		fprintf(out, "%sextends %s", sep, r->extends->name);
		sep = " ";
	}
	if (r->depends) {
		fprintf(out, "%sdepends on ", sep);
		if (r->dep_quantifier)
			fputs(r->dep_quantifier == Q_EXISTS ? "exists " : "forall ", out);
		print_dep(out, r->depends, 1, 0);
		sep = " ";
	}
	if (r->using.n) {
		fprintf(out, "%susing", sep);
		print_names(out, " ", r->using);
		sep = " ";
	}
	if (r->disable.n) {
		fprintf(out, "%sdisable", sep);
		print_names(out, " ", r->disable);
		sep = " ";
	}
	if (r->quantifier) {
		fprintf(out, "%s%s", sep, r->quantifier == Q_EXISTS ? "exists" : "forall");
		sep = " ";
	}
	static const char *const pk[] = { "", "expression", "identifier", "type" };
	if (r->pattern_kind)
		fprintf(out, "%s%s", sep, pk[r->pattern_kind]);
	fputs("@\n", out);
}

static void print_meta(FILE *out, const Meta *m)
{
	const SmplMeta *x = smpl_meta(m);
	if (x->flags & SM_PURE)
		fputs("pure ", out);
	if (x->flags & SM_CONTEXT)
		fputs("context ", out);
	if (x->flags & SM_LOCAL)
		fputs("local ", out);
	if (x->flags & SM_GLOBAL)
		fputs("global ", out);
	fputs(smpl_kind_name(m->kind), out);
	if (x->flags & SM_NAME_ONLY && (m->kind == MK_DECLARER || m->kind == MK_ITERATOR ||
					  m->kind == MK_ATTRIBUTE))
		fputs(" name", out);
	if (x->flags & SM_ANY)
		fputs(" any", out);
	if (x->len.kind == 1)
		fprintf(out, "[%ld]", x->len.num);
	else if (x->len.kind == 2) {
		const Meta *n = x->len.meta;
		if (n->rule)
			fprintf(out, "[%s.%s", n->rule->name, n->name->name);
		else
			fprintf(out, "[%s", n->name->name);
		if (x->len.range)
			fprintf(out, " = {%s}", x->len.range);
		fputc(']', out);
	}
	if (x->ntypes == 1 && x->types[0][0] == '*')
		fprintf(out, " %s", x->types[0]);
	else if (x->ntypes == 1)
		fprintf(out, " %s", x->types[0]);
	else if (x->ntypes > 1) {
		fputs(" {", out);
		for (uint32_t i = 0; i < x->ntypes; i++)
			fprintf(out, "%s%s", i ? ", " : "", x->types[i]);
		fputc('}', out);
	}
	const char *gap = x->ntypes == 1 && x->types[0][strlen(x->types[0]) - 1] == '*' ? "" : " ";
	if (m->rule)
		fprintf(out, "%s%s.%s", gap, m->rule->name, m->src_name->name);
	else
		fprintf(out, "%s%s", gap, m->name->name);
	if (x->nseed) {
		fputs(" =", out);
		for (uint32_t i = 0; i < x->nseed; i++)
			fprintf(out, "%s%s", i ? " ## " : " ", x->seed[i].text);
	}
	if (x->seed_code) {
		fprintf(out, " = script:%s(", x->seed_lang);
		for (uint32_t i = 0; i < x->nseed_args; i++) {
			const Ident *a = x->seed_args[2 * i], *b = x->seed_args[2 * i + 1];
			fprintf(out, "%s%s%s%s", i ? ", " : "", a->name, b ? "." : "", b ? b->name : "");
		}
		fprintf(out, ") {%s}", x->seed_code);
	}
	for (const Constraint *k = x->constraints; k; k = k->next) {
		switch (k->kind) {
		case CK_EQ: fputs(" =", out); break;
		case CK_NE: fputs(" !=", out); break;
		case CK_REGEX: fputs(" =~", out); break;
		case CK_NOT_REGEX: fputs(" !~", out); break;
		case CK_SUBTERM: fputs(" <=", out); break;
		case CK_SCRIPT: fprintf(out, " : script:%s(", k->lang); break;
		}
		if (k->kind == CK_SCRIPT) {
			for (uint32_t i = 0; i < k->nvals; i++)
				fprintf(out, "%s%s", i ? ", " : "", k->vals[i].text);
			fprintf(out, ") {%s}", k->code);
		} else if (k->is_set) {
			fputs(" {", out);
			for (uint32_t i = 0; i < k->nvals; i++)
				fprintf(out, "%s%s", i ? ", " : "", k->vals[i].text);
			fputc('}', out);
		} else if (k->nvals) {
			fprintf(out, " %s", k->vals[0].text);
		}
		if (k->next)
			fputs(k->or_next ? " ||" : " &&", out);
	}
	fputc(';', out);
	/* notes */
	const char *sep = " // ";
	if (x->flags & SM_IMPLICIT) {
		fprintf(out, "%simplicit", sep);
		sep = ", ";
	}
	if (x->flags & SM_VIRTUAL) {
		fprintf(out, "%sset by -D", sep);
		sep = ", ";
	}
	if (x->flags & SM_INHERITED) {
		fprintf(out, "%sinherited", sep);
		sep = ", ";
	}
	for (uint32_t i = 0; i < x->ntypes; i++)
		if (x->type_metas && x->type_metas[i]) {
			fprintf(out, "%stype metavariable %s", sep, x->type_metas[i]->name->name);
			sep = ", ";
			break;
		}
	if (!(x->flags & (SM_NAME_ONLY | SM_IMPLICIT)) && m->kind != MK_FRESH_IDENTIFIER &&
	    !(x->flags & (SM_USED_MINUS | SM_USED_PLUS)) && !(x->flags & (SM_INHERITED | SM_VIRTUAL)))
		fprintf(out, "%sunused in code", sep);
	fputc('\n', out);
}

/* Print the tokens of TA not hidden by HIDE, line by line, each line
 * led by its mark.  SHOW_PLUS prints TF_PLUS tokens with `+`. */
static void print_view(FILE *out, const TokenArray *ta, int hide, uint32_t from, uint32_t to)
{
	Source *src = ta->src;
	int cur_line = -1;
	for (uint32_t i = from; i <= to && i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->kind == TK_EOF || (t->flags & hide) || t->kind == TK_PP_END)
			continue;
		if ((t->flags & TF_HIDDEN) && t->kind == TK_OTHER)
			continue;
		int line, col;
		source_linecol(src, t->start, &line, &col);
		if (line != cur_line) {
			if (cur_line != -1)
				fputc('\n', out);
			cur_line = line;
			char mark = ' ';
			if (t->flags & TF_MINUS)
				mark = '-';
			else if (t->flags & TF_PLUS)
				mark = '+';
			else if (t->flags & TF_STAR)
				mark = '*';
			int col0 = col == 1 && (t->kind == TK_DISJ_OPEN || t->kind == TK_DISJ_OR ||
						t->kind == TK_DISJ_AND || t->kind == TK_DISJ_CLOSE ||
						t->kind == TK_OPTIONAL);
			if (!col0)
				fputc(mark, out);
			else if (t->kind == TK_OPTIONAL && mark != ' ') {
				/* `?-`: the mark follows the `?` */
				fputc('?', out);
				fputc(mark, out);
				cur_line = line;
				continue;
			}
			/* the line's indentation, after its column-0 mark */
			size_t len;
			size_t ls = source_line_start(src, line, &len);
			size_t p = ls;
			if (p < t->start && strchr("-+*", src->text[p]) && mark != ' ')
				p++;
			if (p < t->start && src->text[p] == '+' && mark == '+')
				p++;
			while (p < t->start && (src->text[p] == ' ' || src->text[p] == '\t'))
				fputc(src->text[p++], out);
		} else if (t->flags & TF_SPACE_BEFORE) {
			fputc(' ', out);
		}
		fwrite(tok_text(ta, t), 1, tok_len(t), out);
	}
	if (cur_line != -1)
		fputc('\n', out);
}

static void print_tok_pos(FILE *out, const TokenArray *ta, uint32_t i)
{
	int line, col;
	const Token *t = &ta->v[i];
	source_linecol(ta->src, t->start, &line, &col);
	fprintf(out, "`%.*s' at %d:%d", (int)tok_len(t), tok_text(ta, t), line, col);
}

static void print_rule(FILE *out, const SmplFile *f, const Rule *r)
{
	if (r->src != f->src)
		fprintf(out, "// included from %s\n", r->src->path);
	if (r->kind == RK_ISO)
		fprintf(out, "%s\n", r->iso_section ? r->iso_section->name : "?");
	print_header(out, r);
	for (uint32_t i = 0; i < r->nmetas; i++)
		if (!(smpl_meta(r->metas[i])->flags & SM_EXTENDED))
			print_meta(out, r->metas[i]);
	for (uint32_t i = 0; i < r->nbindings; i++) {
		const ScriptBinding *b = &r->bindings[i];
		if (b->rule)
			fprintf(out, "%s << %s.%s", b->local->name, b->rule->name, b->var->name);
		else
			fputs(b->local->name, out);
		if (b->dflt)
			fprintf(out, " = %s", b->dflt);
		fputs(";\n", out);
	}
	fputs("@@\n", out);
	if (r->script) {
		size_t n = strlen(r->script);
		while (n > 0 && strchr(" \t\r\n", r->script[n - 1]))
			n--;
		if (n)
			fprintf(out, "%.*s\n", (int)n, r->script);
		return;
	}
	if (r->kind == RK_ISO && r->iso.n) {
		for (uint32_t k = 0; k < r->iso.n; k++) {
			if (k)
				fputs(r->iso.equiv[k] ? "<=>\n" : "=>\n", out);
			if (r->iso.last[k] + 1 > r->iso.first[k])
				print_view(out, &r->toks, 0, r->iso.first[k], r->iso.last[k]);
		}
		return;
	}
	fputs("minus view:\n", out);
	print_view(out, &r->toks, TF_PLUS, 0, (uint32_t)r->toks.n);
	if (!r->has_plus)
		return;
	fputs("plus view:\n", out);
	print_view(out, &r->toks, TF_MINUS, 0, (uint32_t)r->toks.n);
	fputs("added code:\n", out);
	for (uint32_t i = 0; i < r->nfrags; i++) {
		const PlusFrag *p = &r->frags[i];
		fprintf(out, "  %u: tokens %u-%u %s ", i + 1, p->first, p->last,
			p->after ? "after" : "before");
		print_tok_pos(out, &r->toks, p->anchor);
		fputc('\n', out);
	}
}

void smpl_print(FILE *out, SmplFile *f)
{
	if (f->virtuals.n) {
		print_names(out, "virtual ", f->virtuals);
		fputc('\n', out);
	}
	for (uint32_t i = 0; i < f->includes.n; i++)
		fprintf(out, "#include %s\n", f->includes.v[i]->name);
	for (uint32_t i = 0; i < f->usings.n; i++)
		fprintf(out, "using %s\n", f->usings.v[i]->name);
	for (uint32_t i = 0; i < f->spatch_opts.n; i++)
		fprintf(out, "#spatch %s\n", f->spatch_opts.v[i]->name);
	for (uint32_t i = 0; i < f->nrules; i++) {
		fputc('\n', out);
		print_rule(out, f, f->rules[i]);
	}
}
