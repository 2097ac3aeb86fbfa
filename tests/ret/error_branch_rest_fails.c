void f(int x)
{
	e();
	if (x) {
		d();
		return;
	}
	b();
	d();
}
