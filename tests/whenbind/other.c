void f(void)
{
	start();
	g(a);
	g(b);
}
void h(void)
{
	int a;
	int b;
	g(a);
}
