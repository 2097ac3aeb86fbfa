/* pyscript.c - Python script rules on an embedded CPython; see pyscript.h.
 *
 * One interpreter per run, started lazily.  Every script runs in the
 * globals of __main__, so what an initialize rule defines is seen by the
 * script rules and the finalize rule.  The `coccilib` package, the
 * `cocci` object and the classes the values are given in are written in
 * Python below (PRELUDE) and set up once; each script rule gets a fresh
 * `coccinelle` module whose attributes are its metavariables.
 */
#include "config.h"
#include "script/pyscript.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/diag.h"

#ifdef HAVE_PYTHON

#define PY_SSIZE_T_CLEAN
/* the function the inline functions of <Python.h> (Py_DECREF) call to
 * free an object: ours, which calls libpython's (see pyapi.h) */
#define _Py_Dealloc pyapi_call_dealloc
#include <Python.h>
#include <dlfcn.h>

#include "script/pyapi.h"

/* Open libpython (PYTHON_SONAME, else PYTHON_LIBNAME: the name the
 * linker would take) and fill the pointers of pyapi.h.  Global, as the
 * extension modules Python loads use its symbols.  Never closed: Python
 * cannot be unloaded.  0, or -1 with a message in ERR. */
static int pyapi_load(char *err, size_t errlen)
{
	static void *lib;
	if (lib)
		return 0;
	const char *names[] = { PYTHON_SONAME, PYTHON_LIBNAME };
	void *h = NULL;
	for (size_t i = 0; i < sizeof names / sizeof *names && !h; i++)
		h = dlopen(names[i], RTLD_NOW | RTLD_GLOBAL);
	if (!h) {
		const char *why = dlerror();
		snprintf(err, errlen, "%s", why ? why : "cannot open " PYTHON_SONAME);
		return -1;
	}
	const char *missing = NULL;
#define PYAPI_SYM(f) \
	if (!(*(void **)&pyapi_##f = dlsym(h, #f)) && !missing) \
		missing = #f;
	PYAPI_FUNCS(PYAPI_SYM)
#undef PYAPI_SYM
	if (!(pyapi_none = dlsym(h, "_Py_NoneStruct")) && !missing)
		missing = "_Py_NoneStruct";
	if (!(*(void **)&pyapi_dealloc = dlsym(h, "_Py_Dealloc")) && !missing)
		missing = "_Py_Dealloc";
	if (missing) {
		snprintf(err, errlen, "%s lacks %s", PYTHON_SONAME, missing);
		return -1;
	}
	lib = h;
	return 0;
}

/* _Py_Dealloc for the inline functions of <Python.h> */
void pyapi_call_dealloc(PyObject *o)
{
	pyapi_dealloc(o);
}

/* The Python side: coccilib and its helpers.  Made values (make_ident,
 * make_expr, ...) are _Made objects whose `kind` the C side reads back. */
static const char PRELUDE[] =
"import sys, types\n"
"\n"
"class Location(object):\n"
"    \"\"\"A matched position: lines from 1, columns from 0.\"\"\"\n"
"    def __init__(self, file, current_element, line, column, line_end, column_end,\n"
"                 el_line=0, el_column=0, el_line_end=0, el_column_end=0):\n"
"        self.file = file\n"
"        self.current_element = current_element\n"
"        self.line = str(line)\n"
"        self.column = str(column)\n"
"        self.line_end = str(line_end)\n"
"        self.column_end = str(column_end)\n"
"        self.current_element_line = el_line\n"
"        self.current_element_column = el_column\n"
"        self.current_element_line_end = el_line_end\n"
"        self.current_element_column_end = el_column_end\n"
"    def __repr__(self):\n"
"        return 'Location(%s:%s:%s-%s:%s in %s)' % (self.file, self.line, self.column,\n"
"                                              self.line_end, self.column_end,\n"
"                                              self.current_element)\n"
"\n"
"class TermList(object):\n"
"    \"\"\"A list metavariable: str() is the code, elements the items.\"\"\"\n"
"    def __init__(self, expr, elements):\n"
"        self.expr = expr\n"
"        self.elements = tuple(elements)\n"
"    def __str__(self):\n"
"        return self.expr\n"
"    def __repr__(self):\n"
"        return 'TermList(%r)' % (self.expr,)\n"
"    def __getitem__(self, i):\n"
"        return self.elements[i]\n"
"\n"
"class _Made(object):\n"
"    \"\"\"A value built by a cocci.make_* function.\"\"\"\n"
"    def __init__(self, kind, text, decls=None, loc=None):\n"
"        self.kind = kind\n"
"        self.text = text\n"
"        self.decls = decls\n"
"        self.loc = loc\n"
"    def __str__(self):\n"
"        return self.text\n"
"    def __repr__(self):\n"
"        return '%s(%r)' % (self.kind, self.text)\n"
"\n"
"class _Exit(BaseException):\n"
"    pass\n"
"\n"
"def _default_msg(p, msg):\n"
"    return msg if msg else '%s::%s' % (p.file, p.line)\n"
"\n"
"def _link(p, msg, color):\n"
"    return '[[view:%s::face=%s::linb=%s::colb=%s::cole=%s][%s]]' % (\n"
"        p.file, color, p.line, p.column, p.column_end, msg)\n"
"\n"
"report = types.ModuleType('coccilib.report')\n"
"def _print_report(p, msg='ERROR'):\n"
"    print('%s:%s:%s-%s: %s' % (p.file, p.line, p.column, p.column_end, msg))\n"
"report.print_report = _print_report\n"
"\n"
"org = types.ModuleType('coccilib.org')\n"
"def _print_todo(p, msg='', color='ovl-face1'):\n"
"    print('* TODO ' + _link(p, _default_msg(p, msg), color))\n"
"def _print_link(p, msg='', color='ovl-face1'):\n"
"    print(_link(p, _default_msg(p, msg), color))\n"
"def _print_safe_todo(p, msg='', color='ovl-face1'):\n"
"    msg = msg.replace('[', '@(').replace(']', ')')\n"
"    _print_todo(p, msg, color)\n"
"org.print_todo = _print_todo\n"
"org.print_link = _print_link\n"
"org.print_safe_todo = _print_safe_todo\n"
"\n"
"elems = types.ModuleType('coccilib.elems')\n"
"elems.Location = Location\n"
"elems.TermList = TermList\n"
"\n"
"class Cocci(object):\n"
"    \"\"\"The `cocci` object of scripts.\"\"\"\n"
"    def __init__(self):\n"
"        self._include = True\n"
"        self._files = []\n"
"        self._cocci_file = ''\n"
"    def include_match(self, keep):\n"
"        self._include = bool(keep)\n"
"    def exit(self):\n"
"        raise _Exit()\n"
"    def files(self):\n"
"        return list(self._files)\n"
"    def cocci_file(self):\n"
"        return self._cocci_file\n"
"    def has_env_binding(self, rule, name):\n"
"        return False\n"
"    def print_main(self, msg, p, color='ovl-face1'):\n"
"        q = p[0]\n"
"        where = '%s::%s' % (q.file, q.line)\n"
"        print('* TODO ' + _link(q, (msg + ' ' if msg else '') + where, color))\n"
"    def print_sec(self, msg, p, color='ovl-face2'):\n"
"        _print_link(p[0], msg, color)\n"
"    def print_secs(self, msg, ps, color='ovl-face2'):\n"
"        for q in ps:\n"
"            _print_link(q, msg, color)\n"
"    def make_ident(self, s):\n"
"        return _Made('ident', str(s))\n"
"    def make_expr(self, s):\n"
"        return _Made('expr', str(s))\n"
"    def make_stmt(self, s):\n"
"        return _Made('stmt', str(s))\n"
"    def make_stmt_with_env(self, env, s):\n"
"        return _Made('stmt', str(s), str(env))\n"
"    def make_type(self, s):\n"
"        return _Made('type', str(s))\n"
"    def make_listlen(self, n):\n"
"        return _Made('listlen', str(n))\n"
"    def make_pragmainfo(self, s):\n"
"        return _Made('pragma', str(s))\n"
"    def make_position(self, fl, fn, startl, startc, endl, endc):\n"
"        loc = Location(fl, fn, startl, startc, endl, endc)\n"
"        return _Made('pos', '%s:%s:%s' % (fl, startl, startc), None, loc)\n"
"\n"
"coccilib = types.ModuleType('coccilib')\n"
"coccilib.report = report\n"
"coccilib.org = org\n"
"coccilib.elems = elems\n"
"coccilib.Location = Location\n"
"coccilib.TermList = TermList\n"
"sys.modules['coccilib'] = coccilib\n"
"sys.modules['coccilib.report'] = report\n"
"sys.modules['coccilib.org'] = org\n"
"sys.modules['coccilib.elems'] = elems\n"
"cocci = Cocci()\n";

static int started, failed, exit_requested;
static PyObject *g_main;        /* __main__'s dict (borrowed from the module) */
static PyObject *g_prelude;     /* the prelude's namespace */
static PyObject *g_cocci;       /* the `cocci` object */
static const char *ctx_cocci_file = "";
static const char *const *ctx_files;
static uint32_t ctx_nfiles;

/* Compiled scripts, by the address of their text (rule texts live as
 * long as the semantic patch). */
typedef struct Compiled {
	const char *code;
	int mode;
	PyObject *obj;
} Compiled;
static Compiled *cache;
static size_t ncache, capcache;

static void flush_python_stdout(void)
{
	PyObject *out = PySys_GetObject("stdout");   /* borrowed */
	if (out && out != Py_None) {
		PyObject *r = PyObject_CallMethod(out, "flush", NULL);
		if (r)
			Py_DECREF(r);
		else
			PyErr_Clear();
	}
}

/* Start the interpreter and run the prelude.  Returns 0 or -1. */
static int start(void)
{
	if (started)
		return failed ? -1 : 0;
	started = 1;
	char why[512];
	if (pyapi_load(why, sizeof why) != 0) {
		diag(DIAG_ERROR, "cannot start Python: %s", why);
		failed = 1;
		return -1;
	}
	PyConfig cfg;
	PyConfig_InitPythonConfig(&cfg);
	cfg.install_signal_handlers = 0;
	cfg.parse_argv = 0;
	cfg.configure_c_stdio = 0;
	cfg.buffered_stdio = 1;
	PyStatus st = PyConfig_SetString(&cfg, &cfg.program_name, L"spatch");
	if (!PyStatus_Exception(st))
		st = Py_InitializeFromConfig(&cfg);
	PyConfig_Clear(&cfg);
	if (PyStatus_Exception(st)) {
		diag(DIAG_ERROR, "cannot start Python: %s", st.err_msg ? st.err_msg : "unknown error");
		failed = 1;
		return -1;
	}
	PyObject *m = PyImport_AddModule("__main__");   /* borrowed */
	g_main = m ? PyModule_GetDict(m) : NULL;
	g_prelude = PyDict_New();
	PyObject *r = NULL;
	if (g_main && g_prelude) {
		PyDict_SetItemString(g_prelude, "__builtins__", PyEval_GetBuiltins());
		r = PyRun_String(PRELUDE, Py_file_input, g_prelude, g_prelude);
	}
	if (!r) {
		PyErr_Print();
		diag(DIAG_ERROR, "cannot set up the coccilib module");
		failed = 1;
		return -1;
	}
	Py_DECREF(r);
	g_cocci = PyDict_GetItemString(g_prelude, "cocci");   /* borrowed */
	PyDict_SetItemString(g_main, "cocci", g_cocci);
	PyDict_SetItemString(g_main, "coccilib", PyDict_GetItemString(g_prelude, "coccilib"));
	pyscript_set_context(ctx_cocci_file, ctx_files, ctx_nfiles);
	return 0;
}

int pyscript_available(void)
{
	return 1;
}

void pyscript_set_context(const char *cocci_file, const char *const *files, uint32_t nfiles)
{
	ctx_cocci_file = cocci_file ? cocci_file : "";
	ctx_files = files;
	ctx_nfiles = nfiles;
	if (started && !failed) {
		PyObject *f = PyUnicode_FromString(ctx_cocci_file);
		if (f) {
			PyObject_SetAttrString(g_cocci, "_cocci_file", f);
			Py_DECREF(f);
		}
		PyObject *l = PyList_New(0);
		for (uint32_t i = 0; l && i < nfiles; i++) {
			PyObject *s = PyUnicode_DecodeFSDefault(files[i]);
			if (s) {
				PyList_Append(l, s);
				Py_DECREF(s);
			}
		}
		if (l) {
			PyObject_SetAttrString(g_cocci, "_files", l);
			Py_DECREF(l);
		}
		PyErr_Clear();
	}
}

static PyObject *text_obj(const char *s)
{
	return PyUnicode_DecodeUTF8(s ? s : "", (Py_ssize_t)strlen(s ? s : ""), "surrogateescape");
}

/* A Location object for L (new reference), or NULL. */
static PyObject *loc_obj(const ScriptLoc *l)
{
	PyObject *cls = PyDict_GetItemString(g_prelude, "Location");
	PyObject *file = text_obj(l->file), *elem = text_obj(l->elem ? l->elem : "something_else");
	PyObject *o = NULL;
	if (cls && file && elem)
		o = PyObject_CallFunction(cls, "OOiiiiiiii", file, elem, l->line, l->col, l->line_end,
					  l->col_end, l->el_line, l->el_col, l->el_line_end,
					  l->el_col_end);
	Py_XDECREF(file);
	Py_XDECREF(elem);
	return o;
}

/* The Python value of A (new reference), or NULL with an exception. */
static PyObject *arg_obj(const ScriptArg *a)
{
	switch (a->kind) {
	case SA_STR:
		return text_obj(a->text);
	case SA_LIST: {
		PyObject *cls = PyDict_GetItemString(g_prelude, "TermList");
		PyObject *l = PyList_New(0);
		for (uint32_t i = 0; l && i < a->nelems; i++) {
			PyObject *s = text_obj(a->elems[i]);
			if (s) {
				PyList_Append(l, s);
				Py_DECREF(s);
			}
		}
		PyObject *t = text_obj(a->text);
		PyObject *o = cls && l && t ? PyObject_CallFunction(cls, "OO", t, l) : NULL;
		Py_XDECREF(l);
		Py_XDECREF(t);
		return o;
	}
	case SA_POS: {
		PyObject *t = PyTuple_New(a->nlocs);
		for (uint32_t i = 0; t && i < a->nlocs; i++) {
			PyObject *o = loc_obj(&a->locs[i]);
			if (!o) {
				Py_DECREF(t);
				return NULL;
			}
			PyTuple_SET_ITEM(t, i, o);
		}
		return t;
	}
	case SA_EXPR:
		return PyRun_String(a->text ? a->text : "None", Py_eval_input, g_main, g_main);
	default:
		Py_RETURN_NONE;
	}
}

/* Bind ARGS in __main__ (and as attributes of CM when not NULL). */
static int bind_args(const ScriptArg *args, uint32_t nargs, PyObject *cm)
{
	for (uint32_t i = 0; i < nargs; i++) {
		PyObject *v = arg_obj(&args[i]);
		if (!v)
			return -1;
		int rc = PyDict_SetItemString(g_main, args[i].name, v);
		if (rc == 0 && cm)
			rc = PyObject_SetAttrString(cm, args[i].name, v);
		Py_DECREF(v);
		if (rc)
			return -1;
	}
	return 0;
}

/* CODE compiled (borrowed from the cache): a script body (MODE
 * Py_file_input) whose first line is line LINE of FILE, or an
 * expression (Py_eval_input).  NULL with an exception on errors. */
static PyObject *compiled(const char *code, const char *file, int line, int mode)
{
	for (size_t i = 0; i < ncache; i++)
		if (cache[i].code == code && cache[i].mode == mode)
			return cache[i].obj;
	size_t n = strlen(code);
	int pad = line > 1 ? line - 1 : 0;
	char *buf = xmalloc(n + (size_t)pad + 16);
	size_t w = 0;
	if (mode == Py_eval_input) {
		/* an expression: leading blanks would be an error; newlines
		 * before it keep the line numbers of the .cocci file */
		while (*code == ' ' || *code == '\t' || *code == '\n' || *code == '\r')
			code++;
		for (int k = 0; k < pad; k++)
			buf[w++] = '\n';
		memcpy(buf + w, code, strlen(code) + 1);
	} else {
		/* keep the line numbers of the .cocci file; an indented body
		 * becomes the block of an `if 1:` */
		const char *p = code;
		for (;;) {
			/* the first line that is not blank tells the indentation */
			size_t blank = strspn(p, " \t\r");
			int comment = p[blank] == '/' && p[blank + 1] == '/';
			if (p[blank] != '\n' && !comment)
				break;
			const char *eol = strchr(p, '\n');
			if (!eol)
				break;
			p = eol + 1;
		}
		int indented = *p == ' ' || *p == '\t';
		for (int k = 0; k < pad - (indented ? 1 : 0); k++)
			buf[w++] = '\n';
		if (indented) {
			memcpy(buf + w, "if 1:\n", 6);
			w += 6;
		}
		/* lines that are SmPL comments (`//` first) are blank to Python */
		for (const char *q = code; *q;) {
			const char *eol = strchr(q, '\n');
			size_t len = eol ? (size_t)(eol - q) + 1 : strlen(q);
			size_t lead = strspn(q, " \t");
			if (q[lead] == '/' && q[lead + 1] == '/') {
				buf[w++] = '\n';
			} else {
				memcpy(buf + w, q, len);
				w += len;
			}
			q += len;
		}
		buf[w] = '\0';
	}
	PyObject *o = Py_CompileString(buf, file && *file ? file : "<script>", mode);
	xfree(buf);
	if (!o)
		return NULL;
	if (ncache == capcache) {
		capcache = capcache ? 2 * capcache : 16;
		cache = xrealloc(cache, capcache * sizeof *cache);
	}
	cache[ncache++] = (Compiled){code, mode, o};
	return o;
}

/* Print the pending Python error as spatch does; returns -1 (or 1 for
 * cocci.exit(), which is no error). */
static int report_error(const char *file, int line)
{
	PyObject *exit_cls = PyDict_GetItemString(g_prelude, "_Exit");
	if (exit_cls && PyErr_ExceptionMatches(exit_cls)) {
		PyErr_Clear();
		exit_requested = 1;
		return 1;
	}
	PyErr_Print();
	flush_python_stdout();
	PyObject *err = PySys_GetObject("stderr");   /* borrowed */
	if (err && err != Py_None) {
		PyObject *r = PyObject_CallMethod(err, "flush", NULL);
		Py_XDECREF(r);
		PyErr_Clear();
	}
	fflush(stderr);
	fprintf(stderr, "Error in Python script, line %d, file \"%s\": Python failure\n", line,
		file ? file : "");
	return -1;
}

static ScriptMade made_of(PyObject *v)
{
	ScriptMade m = {0};
	if (!v || v == Py_None)
		return m;
	PyObject *cls = PyDict_GetItemString(g_prelude, "_Made");
	PyObject *s = NULL;
	if (cls && PyObject_IsInstance(v, cls) == 1) {
		PyObject *k = PyObject_GetAttrString(v, "kind");
		const char *ks = k ? PyUnicode_AsUTF8(k) : NULL;
		static const struct { const char *name; int kind; } kinds[] = {
			{"ident", MADE_IDENT}, {"expr", MADE_EXPR}, {"stmt", MADE_STMT},
			{"type", MADE_TYPE}, {"pos", MADE_POS}, {"pragma", MADE_PRAGMA},
			{"listlen", MADE_LISTLEN},
		};
		m.kind = MADE_STRING;
		for (size_t i = 0; ks && i < sizeof kinds / sizeof *kinds; i++)
			if (strcmp(ks, kinds[i].name) == 0)
				m.kind = kinds[i].kind;
		Py_XDECREF(k);
		PyObject *d = PyObject_GetAttrString(v, "decls");
		if (d && d != Py_None) {
			const char *ds = PyUnicode_AsUTF8(d);
			if (ds)
				m.decls = xstrdup(ds);
		}
		Py_XDECREF(d);
		if (m.kind == MADE_POS) {
			PyObject *loc = PyObject_GetAttrString(v, "loc");
			static const char *const f[] = {"line", "column", "line_end", "column_end"};
			int *dst[] = {&m.loc.line, &m.loc.col, &m.loc.line_end, &m.loc.col_end};
			for (int i = 0; loc && i < 4; i++) {
				PyObject *x = PyObject_GetAttrString(loc, f[i]);
				PyObject *num = x ? PyNumber_Long(x) : NULL;
				*dst[i] = num ? (int)PyLong_AsLong(num) : 0;
				Py_XDECREF(num);
				Py_XDECREF(x);
			}
			PyObject *fl = loc ? PyObject_GetAttrString(loc, "file") : NULL;
			const char *fs = fl ? PyUnicode_AsUTF8(fl) : NULL;
			m.loc.file = xstrdup(fs ? fs : "");
			Py_XDECREF(fl);
			Py_XDECREF(loc);
		}
		s = PyObject_GetAttrString(v, "text");
	} else {
		m.kind = MADE_STRING;
		s = PyObject_Str(v);
	}
	const char *t = s ? PyUnicode_AsUTF8(s) : NULL;
	m.text = xstrdup(t ? t : "");
	Py_XDECREF(s);
	PyErr_Clear();
	return m;
}

int pyscript_rule(const char *code, const char *cocci_file, int line, int rule_line,
		  const ScriptArg *args, uint32_t nargs,
		  const char *const *new_names, ScriptMade *made, uint32_t nnew, int *include)
{
	*include = 1;
	for (uint32_t i = 0; i < nnew; i++)
		made[i] = (ScriptMade){0};
	if (start() != 0)
		return -1;
	if (exit_requested)
		return 0;
	fflush(stdout);
	PyObject *cm = PyModule_New("coccinelle");
	int rc = 0;
	if (!cm || PyDict_SetItemString(g_main, "coccinelle", cm) != 0 ||
	    bind_args(args, nargs, cm) != 0) {
		rc = report_error(cocci_file, rule_line);
	} else {
		PyObject *t = PyBool_FromLong(1);
		PyObject_SetAttrString(g_cocci, "_include", t);
		Py_DECREF(t);
		PyObject *co = compiled(code, cocci_file, line, Py_file_input);
		PyObject *r = co ? PyEval_EvalCode(co, g_main, g_main) : NULL;
		if (!r) {
			rc = report_error(cocci_file, rule_line);
		} else {
			Py_DECREF(r);
			for (uint32_t i = 0; i < nnew; i++) {
				PyObject *v = PyObject_GetAttrString(cm, new_names[i]);
				if (!v) {
					PyErr_Clear();
					continue;
				}
				made[i] = made_of(v);
				Py_DECREF(v);
			}
		}
		PyObject *inc = PyObject_GetAttrString(g_cocci, "_include");
		if (inc) {
			*include = PyObject_IsTrue(inc) == 1;
			Py_DECREF(inc);
		}
		PyErr_Clear();
	}
	Py_XDECREF(cm);
	flush_python_stdout();
	return rc < 0 ? -1 : 0;
}

/* Evaluate expression CODE with ARGS; a new reference or NULL after the
 * error was printed. */
static PyObject *eval_expr(const char *code, const char *cocci_file, int line,
			   const ScriptArg *args, uint32_t nargs)
{
	if (start() != 0)
		return NULL;
	fflush(stdout);
	PyObject *r = NULL;
	if (bind_args(args, nargs, NULL) == 0) {
		PyObject *co = compiled(code, cocci_file, line, Py_eval_input);
		r = co ? PyEval_EvalCode(co, g_main, g_main) : NULL;
	}
	if (!r)
		report_error(cocci_file, line);
	flush_python_stdout();
	return r;
}

int pyscript_test(const char *code, const char *cocci_file, int line,
		  const ScriptArg *args, uint32_t nargs)
{
	PyObject *r = eval_expr(code, cocci_file, line, args, nargs);
	if (!r)
		return -1;
	int t = PyObject_IsTrue(r);
	Py_DECREF(r);
	if (t < 0) {
		report_error(cocci_file, line);
		return -1;
	}
	return t;
}

char *pyscript_string(const char *code, const char *cocci_file, int line,
		      const ScriptArg *args, uint32_t nargs)
{
	PyObject *r = eval_expr(code, cocci_file, line, args, nargs);
	if (!r)
		return NULL;
	PyObject *s = PyObject_Str(r);
	Py_DECREF(r);
	const char *t = s ? PyUnicode_AsUTF8(s) : NULL;
	char *out = t ? xstrdup(t) : NULL;
	Py_XDECREF(s);
	if (!out)
		report_error(cocci_file, line);
	return out;
}

int pyscript_exit_requested(void)
{
	return exit_requested;
}

void pyscript_clear_exit(void)
{
	exit_requested = 0;
}

void pyscript_end(void)
{
	if (!started)
		return;
	if (!failed) {
		flush_python_stdout();
		for (size_t i = 0; i < ncache; i++)
			Py_DECREF(cache[i].obj);
		Py_XDECREF(g_prelude);
		Py_FinalizeEx();
	}
	xfree(cache);
	cache = NULL;
	ncache = capcache = 0;
	g_main = g_prelude = g_cocci = NULL;
	started = failed = 0;
}

#else /* !HAVE_PYTHON */

static int warned;

static int unavailable(void)
{
	if (!warned)
		diag(DIAG_ERROR, "script:python rules need Python, and this spatch was built without it "
				 "(configure --without-python)");
	warned = 1;
	return -1;
}

int pyscript_available(void)
{
	return 0;
}

int pyscript_rule(const char *code, const char *cocci_file, int line, int rule_line,
		  const ScriptArg *args, uint32_t nargs,
		  const char *const *new_names, ScriptMade *made, uint32_t nnew, int *include)
{
	(void)code, (void)cocci_file, (void)line, (void)rule_line, (void)args, (void)nargs;
	(void)new_names;
	for (uint32_t i = 0; i < nnew; i++)
		made[i] = (ScriptMade){0};
	*include = 1;
	return unavailable();
}

int pyscript_test(const char *code, const char *cocci_file, int line,
		  const ScriptArg *args, uint32_t nargs)
{
	(void)code, (void)cocci_file, (void)line, (void)args, (void)nargs;
	return unavailable();
}

char *pyscript_string(const char *code, const char *cocci_file, int line,
		      const ScriptArg *args, uint32_t nargs)
{
	(void)code, (void)cocci_file, (void)line, (void)args, (void)nargs;
	unavailable();
	return NULL;
}

int pyscript_exit_requested(void)
{
	return 0;
}

void pyscript_clear_exit(void)
{
}

void pyscript_set_context(const char *cocci_file, const char *const *files, uint32_t nfiles)
{
	(void)cocci_file, (void)files, (void)nfiles;
}

void pyscript_end(void)
{
}

#endif /* HAVE_PYTHON */
