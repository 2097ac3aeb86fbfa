void dl(int n)
{
	int h;
	int i;

	h = open_it();
	for (i = 0; i < n; i++)
		use(h, i);
	close_it(h);
}
