void k(int x)
{
	if (x) {
		{
			b();
			a();
		}
	}
	c();
}
