void f(void)
{
	foo(1);
	foo(2);
	bar(3);
}
