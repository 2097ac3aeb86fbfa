/* datadir.c - where ladybug's data files live; see datadir.h. */
#include "base/datadir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *datadir_path(const char *name, char *buf, size_t size)
{
	const char *env = getenv("LADYBUG_DATADIR");
	if (env && *env) {
		snprintf(buf, size, "%s/%s", env, name);
		return buf;
	}
	snprintf(buf, size, "%s/%s", PKGDATADIR, name);
	if (access(buf, R_OK) == 0)
		return buf;
	/* run from a build tree: the executable is .../src/spatch */
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = 0;
		for (int up = 0; up < 2; up++) {
			char *slash = strrchr(exe, '/');
			if (slash)
				*slash = 0;
		}
		char cand[4096 + 256];
		snprintf(cand, sizeof cand, "%s/macros/%s", exe, name);
		if (access(cand, R_OK) == 0 && strlen(cand) < size) {
			memcpy(buf, cand, strlen(cand) + 1);
			return buf;
		}
	}
	snprintf(buf, size, "%s/%s", PKGDATADIR, name);
	return buf;
}
