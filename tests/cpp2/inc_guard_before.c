#ifndef _A_H
#define _A_H 1
#ifdef X
#include <linux/slab.h>
#endif
#include <linux/kernel.h>
#include <linux/mm.h>

int x;
#endif
