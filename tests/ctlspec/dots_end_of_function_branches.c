void f(int x)
{
	if (x) {
		b();
		a();
	}
}

void g(int x)
{
	if (x) {
		b();
		a();
	} else
		a();
}

void gg(int x)
{
	if (x)
		a();
	else
		a();
}

void k(int x)
{
	{
		b();
		a();
	}
}
