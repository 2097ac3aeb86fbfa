int foo1;
static int foo2(int x) { return 0; }
struct s { int (*foo3)(int); } v = { .foo3 = 0 };
int main()
{
	int foo4 = 12;
	int bar;
	x = foo5 + v.foo3;
	bar = 0;
}
