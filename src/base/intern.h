/* intern.h - interned identifiers.
 *
 * Owns: the process-wide identifier table.  Every identifier and keyword
 * spelling is interned once per run, so that names (and metavariable
 * bindings of names) compare by pointer.  Interned strings live until
 * intern_shutdown.  Anyone may include this header.
 */
#ifndef LADYBUG_INTERN_H
#define LADYBUG_INTERN_H

#include <stddef.h>
#include <stdint.h>

typedef struct Ident {
	uint32_t len;
	uint32_t hash;
	int kw;             /* keyword token kind set by the C lexer, 0 if none */
	int flags;          /* free for front ends: bit 8 IDF_MACRO_DEF (cmacro),
			     * bit 9 IDF_TD_SCOPED (cparse_lex) */
	char name[];        /* NUL-terminated spelling, in the record itself */
} Ident;

const Ident *intern(const char *s, size_t len);
const Ident *intern_cstr(const char *s);
/* Mutable access for the few modules that annotate identifiers. */
Ident *intern_mut(const char *s, size_t len);
void intern_shutdown(void);

#endif
