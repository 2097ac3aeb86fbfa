// SPDX-License-Identifier: GPL-2.0

/*
 * block
 */

#include <linux/moduleparam.h>

#include <linux/module.h>
