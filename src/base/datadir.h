/* datadir.h - where ladybug's data files live (standard.h, standard.iso).
 *
 * Owns the lookup order for a data file NAME: $LADYBUG_DATADIR/NAME if
 * that variable is set; else $(pkgdatadir)/NAME when it is readable;
 * else, for a program run from its build tree (.../src/spatch), the
 * tree's macros/NAME; else $(pkgdatadir)/NAME anyway, so that the
 * caller's error names the installed place.  Any module may include it.
 */
#ifndef LADYBUG_DATADIR_H
#define LADYBUG_DATADIR_H

#include <stddef.h>

/* The path of data file NAME, written into BUF (of SIZE bytes) and
 * returned. */
const char *datadir_path(const char *name, char *buf, size_t size);

#endif
