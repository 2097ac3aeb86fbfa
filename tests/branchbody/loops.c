int f(int a, int b)
{
	while (a--)
		b++;
	if (a)
		a = 1;
	else
		a = 2;
	if (b) {
		for (;;)
			break;
	}
	return 0;
}
