int f(int a, int b)
{
	if (!a)
		b = 1;
	else
		b = 2;
	if (a > 3)
		b = 4;
	else
		b = 5;
	return b;
}
