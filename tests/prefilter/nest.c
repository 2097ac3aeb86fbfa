void f(int a)
{
	if (a) {
		reset_it(a);
		clear_it(a);
	}
}
