/* ctl.c - stub. */
#include "ctl.h"
