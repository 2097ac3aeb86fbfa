/* cmdline.h - spatch's command line.
 *
 * Owns: reading spatch's command line into the Options record (options.h)
 * and the --help text.  Every option has a GNU spelling (`--sp-file F`)
 * and is also accepted in spatch's legacy form (`-sp_file F`): one or two
 * leading dashes, `_` and `-` interchangeable, `--opt=value` or `--opt
 * value`.  Include from main.c (and test drivers that take a command
 * line).
 */
#ifndef LADYBUG_CMDLINE_H
#define LADYBUG_CMDLINE_H

#include <stdio.h>

#include "base/options.h"

/* Parse argv into O (set up by options_init).  On an error print
 * `spatch: error: ...` and return -1. */
int options_parse(Options *o, int argc, char **argv);

/* The --help text. */
void options_usage(FILE *out);

#endif
