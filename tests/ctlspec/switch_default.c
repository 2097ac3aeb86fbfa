void f(int x)
{
	switch (x) {
	default:
		d();
		break;
	case 1:
		a();
		break;
	}
	switch (x) {
	case 1:
		d();
		break;
	}
}
