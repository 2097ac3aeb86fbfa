int g1 = 3;
int g2;
static int g3 = 4;
extern int g4;
void x(void) {
	int a = 1;
	int b;
	static int c = 2;
	g(a, b, c);
}
