int f(int x)
{
	a();
	if (x) {
		d();
	}
	if (x) {
		b();
	}
	return 0;
}
int g(int x)
{
	a();
	if (x) {
		d();
	} else {
		e();
	}
	if (x) {
		b();
	}
	return 0;
}
int h(int x)
{
	a();
	if (x) {
		b();
		d();
	}
	if (x) {
		b();
	}
	return 0;
}
int k(int x)
{
	a();
	if (x) {
		b();
	}
	c();
	if (x) {
		b();
	}
	return 0;
}
