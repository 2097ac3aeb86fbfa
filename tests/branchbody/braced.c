int f(int a, int b)
{
	if (a) {
		return a;
	}
	if (b)
		b++;
	else
		b--;
	return 0;
}
