#include "nest.h"
int f(int x) { return 7 & x; }
