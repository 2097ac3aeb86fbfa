void f(char *p, char *q, int n)
{
	use(sizeof(int));
	use(sizeof n);
	use(p - q);
	use(n - 1);
}
