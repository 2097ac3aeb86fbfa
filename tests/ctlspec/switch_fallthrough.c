void f(int x)
{
	switch (x) {
	case 1:
		a();
	case 2:
		b();
		break;
	default:
		b();
	}
}
