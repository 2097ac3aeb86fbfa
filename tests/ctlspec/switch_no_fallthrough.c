void f(int x)
{
	switch (x) {
	case 1:
		a();
		break;
	case 2:
		b();
		break;
	}
	c();
}
