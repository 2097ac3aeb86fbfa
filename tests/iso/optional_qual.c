const int a;
static int b;
int c;
const char d;
static char e;
char f;
