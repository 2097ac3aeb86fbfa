void f(void)
{
	foo(1);
	foo(2);
}
