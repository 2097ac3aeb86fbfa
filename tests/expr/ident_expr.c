static int foo(int x) { return 0; }
static int bar(int x);
int (*p)(int) = foo;
struct s { int (*foo)(int); } v = { .foo = foo };
void g(void)
{
	int foo = 1;
	h(foo);
	foo(1);
	h(&foo);
	v.foo = 0;
	q->foo = foo;
}
