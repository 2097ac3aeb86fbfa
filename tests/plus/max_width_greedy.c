int mw(int first, int second, int third)
{
	g(first, second, third);
}
