int a;
static int f(int x)
{
	x = = 3;
	return x;
}
int b;
struct foo {
	int a;
	ALIGN(32) int b;
};
int c;
