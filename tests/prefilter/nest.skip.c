void f(int a)
{
	if (a) {
		reset(a);
		clear_it(a);
	}
}
