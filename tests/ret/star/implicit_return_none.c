void f(int x)
{
	a();
	if (x)
		return;
	else {
		b();
		return;
	}
}
