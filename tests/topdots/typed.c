int g1 = 0, g4 = 2;
static int g2 = 0;
struct s { int a; } gs = { 1 };
int g3 = 1;

int f(void)
{
	int x = 0;
	return g1 + g2;
}
