static int a = 1;
int b = 1;
static char c = 2;
int d = 3;
