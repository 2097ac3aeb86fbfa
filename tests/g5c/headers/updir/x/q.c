#include "../h.h"
int q(int x) { return x; }
