void f(void)
{
	struct foo *x;
	use(x);
	keep(x);
}
