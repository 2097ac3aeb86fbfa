#include "h.h"
int p(int x) { return x; }
