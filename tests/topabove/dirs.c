// SPDX-License-Identifier: GPL-2.0
/*
 * File header
 */

#include <linux/module.h>
/* include comment */

#define X 1
/* after define */
static int f1(int x)
{
	return x;
}
#ifdef CONFIG_Y
/* in ifdef */
static int f2(int x)
{
	return x;
}
#endif
