/* vec.h - growable arrays on the heap (xmalloc funnel).
 *
 * Owns: the VEC(T) macro family.  A Vec is {T *v; size_t n, cap;}.
 * Used for scratch arrays whose final contents are usually copied
 * into an arena.  Anyone may include this header.
 */
#ifndef LADYBUG_VEC_H
#define LADYBUG_VEC_H

#include <stddef.h>
#include "base/arena.h"

#define VEC(T) struct { T *v; size_t n, cap; }

#define vec_grow(vec, extra)                                                  \
	do {                                                                  \
		if ((vec)->n + (extra) > (vec)->cap) {                        \
			size_t c_ = (vec)->cap ? (vec)->cap * 2 : 16;         \
			while (c_ < (vec)->n + (extra))                       \
				c_ *= 2;                                      \
			(vec)->v = xrealloc((vec)->v, c_ * sizeof *(vec)->v); \
			(vec)->cap = c_;                                      \
		}                                                             \
	} while (0)

#define vec_push(vec, x)                          \
	do {                                      \
		vec_grow((vec), 1);               \
		(vec)->v[(vec)->n++] = (x);       \
	} while (0)

#define vec_free(vec)                             \
	do {                                      \
		xfree((vec)->v);                  \
		(vec)->v = NULL;                  \
		(vec)->n = (vec)->cap = 0;        \
	} while (0)

#endif
