void f(int n)
{
	int i;
	for (i = 0; i < n; i++) {
		b();
		if (i & 1) {
			a();
			continue;
		}
		c();
	}
	b();
}
