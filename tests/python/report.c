int foo(int a)
{
	if (a)
		return bar(a + 1);
	return bar(0);
}
