// SPDX
/* about a */
#include <linux/a.h>
/* about b */
#include <linux/b.h>

int x;
