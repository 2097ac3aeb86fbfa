int mw(int first, int second, int third)
{
	return short_call(first, second, third);
}
