void g(int stat, int n)
{
	int b;

	while (n--)
		for (b = 0; b < n; b++) {
			handle(b);
		}
	if (n)
		for_each_bit(b, &stat, n) {
			handle(b);
		}
}
