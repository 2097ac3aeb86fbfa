MY_DECLARE(top, int);

void f(void)
{
	MY_DECLARE(local, long);
	use(local);
}
