/* a header's guard */
#ifndef _INC_GUARD_H
#define _INC_GUARD_H

#include <linux/kernel.h>
#include <linux/slab.h>
#ifdef CONFIG_Y
#include <linux/mm.h>
#endif

int f(void);

#endif /* _INC_GUARD_H */
