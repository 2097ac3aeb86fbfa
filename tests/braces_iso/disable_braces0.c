void g(int a)
{
	if (a)
		b(a);
	c(a);
	if (a)
		a();
	if (a) {
		a();
	}
	d();
}
