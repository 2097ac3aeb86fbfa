/* SPDX-License-Identifier: GPL-2.0 */
/* c */
int x;
int y;
