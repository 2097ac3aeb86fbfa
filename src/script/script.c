/* script.c - script code in either language; see script.h. */
#include "script/script.h"

#include <string.h>

#include "base/arena.h"
#include "script/ocamlscript.h"
#include "script/pyscript.h"

static int is_ocaml(const char *lang)
{
	return lang && strcmp(lang, "ocaml") == 0;
}

int script_lang_built(const char *lang)
{
	return is_ocaml(lang) ? ocamlscript_available() : pyscript_available();
}

int script_rule(const char *lang, const char *code, const char *cocci_file, int line,
		int rule_line, const ScriptArg *args, uint32_t nargs,
		const char *const *new_names, ScriptMade *made, uint32_t nnew, int *include)
{
	if (is_ocaml(lang))
		return ocamlscript_rule(code, args, nargs, made, nnew, include);
	return pyscript_rule(code, cocci_file, line, rule_line, args, nargs, new_names, made, nnew,
			     include);
}

int script_test(const char *lang, const char *code, const char *cocci_file, int line,
		const ScriptArg *args, uint32_t nargs)
{
	if (is_ocaml(lang))
		return ocamlscript_test(code, args, nargs);
	return pyscript_test(code, cocci_file, line, args, nargs);
}

char *script_string(const char *lang, const char *code, const char *cocci_file, int line,
		    const ScriptArg *args, uint32_t nargs)
{
	if (is_ocaml(lang))
		return ocamlscript_string(code, args, nargs);
	return pyscript_string(code, cocci_file, line, args, nargs);
}

void script_start_file(const char *file)
{
	pyscript_clear_exit();
	ocamlscript_start_file(file);
}

int script_exit_requested(void)
{
	return pyscript_exit_requested() || ocamlscript_exit_requested();
}

void script_set_context(const char *cocci_file, const char *const *files, uint32_t nfiles,
			const char *dir)
{
	pyscript_set_context(cocci_file, files, nfiles);
	ocamlscript_set_context(files, nfiles, dir);
}

void script_made_free(ScriptMade *m)
{
	xfree(m->text);
	xfree(m->decls);
	xfree((char *)m->loc.file);
	*m = (ScriptMade){0};
}

void script_end(void)
{
	pyscript_end();
	ocamlscript_end();
}
