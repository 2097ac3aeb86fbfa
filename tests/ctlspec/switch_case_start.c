void f(int x)
{
	switch (x) {
	case 1:
		a();
		b();
		break;
	case 2:
		c();
		break;
	}
}
