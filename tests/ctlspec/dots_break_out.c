void f(int n)
{
	while (n) {
		if (n > 3) {
			a();
			break;
		}
		n--;
	}
	b();
}
