void f(int x)
{
	while (x) {
		c();
		break;
	}
	b();
}
