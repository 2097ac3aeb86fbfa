void g(int stat, int n)
{
	int b;

	if (n)
		for (b = 0; b < n; b++) {
			handle(b);
		}
}
