/* smpl2ctl.c - statement sequences over control flow; see smpl2ctl.h. */
#include "smpl2ctl.h"
