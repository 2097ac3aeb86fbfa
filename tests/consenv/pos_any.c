void f(void)
{
	start();
	foo(1);
	foo(2);
}
