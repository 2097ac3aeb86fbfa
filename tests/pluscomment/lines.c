void f(int x)
{
	foo(x);
	bar(x);
	baz(x);
}
