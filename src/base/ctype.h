/* ctype.h - character classes of C source, independent of the locale.
 *
 * Owns: the few character tests that several stages make on source text
 * (a word character of an identifier or number, blanks).  Anyone may
 * include this header.
 */
#ifndef LADYBUG_CTYPE_H
#define LADYBUG_CTYPE_H

/* A character of an identifier or a number: letter, digit or `_`. */
static inline int ch_is_word(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

#endif
