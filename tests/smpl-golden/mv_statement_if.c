void si(int a)
{
	if (a && 1)
		work(a);
	if (a && 1) {
		work(a);
		work(a);
	}
}
