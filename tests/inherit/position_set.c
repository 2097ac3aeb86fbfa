void f(void)
{
	check(1);
	mark();
	check(1);
	mark();
	check(2);
	mark();
}

void g(void)
{
	check(1);
	check(3);
	check(2);
}
