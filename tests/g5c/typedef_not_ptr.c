struct foo { int a; };
typedef struct foo *foo_p;
struct foo *real;
typedef int (*handler_t)(int);
int (*handler)(int);
typedef int t5;
