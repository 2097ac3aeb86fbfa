#include <linux/a.h>

/* the counter */
static int counter;

/* the ops */
static const struct ops my_ops = {
	.a = 1,
};
