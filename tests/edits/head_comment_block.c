/* SPDX-License-Identifier: GPL-2.0
 * two */ /* more */
// c
#include <linux/moduleparam.h>
#include <linux/module.h>
