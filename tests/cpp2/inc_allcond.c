#if !defined(A_H)
#define A_H
#include <linux/kernel.h>
#endif
#ifdef CONFIG_X
#include <linux/slab.h>
#else
#include <linux/mm.h>
#endif

int g(void) { return 0; }
