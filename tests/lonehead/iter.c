void f(int stat, int n)
{
	int b;

	if (stat)
		for_each_bit(b, &stat, n)
			handle(b);

	for_each_bit(b, &stat, n)
		handle(b);

	if (n)
		for (b = 0; b < n; b++)
			handle(b);

	if (n > 1)
		while (b < n)
			handle(b++);
}
