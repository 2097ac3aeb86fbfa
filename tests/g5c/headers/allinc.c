#include "a.h"
#include <z.h>
int f(int x) { return x; }
