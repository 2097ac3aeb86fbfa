#include <linux/kernel.h>
#ifndef A_H
#define B_H
#include <linux/slab.h>
#endif
#ifdef CONFIG_X
#include <linux/mm.h>
#else
#include <linux/mman.h>
#endif

int g(void) { return 0; }
