#include "a.h"
static inline int nn(int x) { return 5 & x; }
