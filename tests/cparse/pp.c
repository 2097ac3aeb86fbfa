#include <linux/module.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define FLAG 1

enum mode {
	M_A,
#ifdef CONFIG_B
	M_B,
#endif
	M_C,
};

struct ops {
	int (*open)(void);
#ifdef CONFIG_PM
	int (*suspend)(void);
#endif
};

static struct ops o = {
	.open = 0,
#ifdef CONFIG_PM
	.suspend = 0,
#endif
};

#if 0
this is not C
#endif

int g(int a)
{
	int r = 0;
#ifdef DEBUG
	r = 1;
#endif
	if (a) {
		r = 2;
	}
#ifdef CONFIG_X
	else {
		r = 3;
	}
#endif
	return MAX(r,
#ifdef CONFIG_Y
		   4,
#endif
		   5);
}
