int mw(int first, int second, int third)
{
	x = short_call(first, second, third);
	if (y)
		short_call(first, second, third);
	short_call(first, second, third);
}
