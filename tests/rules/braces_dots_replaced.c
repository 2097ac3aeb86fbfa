void f1(void)
{
	if (a)
		foo(1);
	if (b) {
		foo(2);
	}
	if (c) {
		x();
		foo(3);
	}
	if (d)
		x();
	foo(4);
}
