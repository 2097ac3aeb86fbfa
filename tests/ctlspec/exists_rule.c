void f(int x)
{
	a();
	if (x)
		b();
	else
		c();
}

void g(int x)
{
	a();
	while (x) {
		if (x > 5)
			b();
		x--;
	}
}
