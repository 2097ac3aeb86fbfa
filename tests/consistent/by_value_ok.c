int f(int x, int y)
{
	if (x) {
		foo(1);
		goto a;
	}
	if (y) {
		foo(2);
		goto b;
	}
	return 0;
a:
	baz(1);
	return 2;
b:
	baz(2);
	return 1;
}
