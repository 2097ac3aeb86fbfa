/* options.c - the settings of a run; see options.h. */
#include "base/options.h"

#include <stdlib.h>
#include <string.h>
#include "base/arena.h"

void strlist_push(StrList *l, const char *s)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 8;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	l->v[l->n++] = s;
}

void options_init(Options *o)
{
	memset(o, 0, sizeof *o);
	o->iso_limit = -1;
	o->context_lines = 3;
	o->max_width = 78;
	o->linux_spacing = 1;
	o->jobs = 1;
}

void options_free(Options *o)
{
	StrList *lists[] = { &o->files, &o->dirs, &o->include_dirs, &o->include_files,
			     &o->macro_files, &o->disable_isos, &o->defines };
	for (size_t i = 0; i < sizeof lists / sizeof *lists; i++)
		xfree(lists[i]->v);
}
