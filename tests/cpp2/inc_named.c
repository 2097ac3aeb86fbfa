#include <linux/slab.h>
#include <linux/kernel.h>
#ifdef CONFIG_X
#include <linux/slab.h>
#else
#include <linux/mm.h>
#endif
#ifndef H
#define H
#include <linux/slab.h>
#endif
int x;
