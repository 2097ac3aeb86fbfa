#include "h.h"
int main(void) { return 0; }
