void g(int stat, int n)
{
	int b;

	if (n)
		handle(0);
	else
		for_each_bit(b, &stat, n)
			handle(b);

	while (n--)
		for_each_bit(b, &stat, n) {
			handle(b);
		}

	for_each_bit(b, &stat, n) handle(b);
}
