void f(void)
{
	bar(1);
	bar(2);
	foo(1);
	foo(2);
}
