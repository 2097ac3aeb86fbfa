void k2(int x)
{
	{
		{
			b();
			a();
		}
	}
}

void w(int x)
{
	while (x) {
		b();
		a();
	}
}

void m(int x)
{
	{
		a();
	}
	c();
}

void s(int x)
{
	switch (x) {
	case 1:
		a();
	}
}
