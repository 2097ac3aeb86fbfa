void f(void)
{
	a();
	b();
}
int x[] = {1, 2};
