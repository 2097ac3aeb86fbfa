int f(void *d, int x)
{
	if (x) {
		g((u8 const *)d,
		  x);
		h(x);
	}
	return 0;
}
