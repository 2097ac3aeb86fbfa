typedef int t1;
int v1;
static int v2;
typedef unsigned long t2, *t3;
extern int v3;
void f(void) {
	typedef int t4;
	int v4;
}
