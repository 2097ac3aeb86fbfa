void t(int c, int *p)
{
	if (c)
		g();
	else
		f();
	if (!c)
		g();
	else
		f();
	if (c > 1) {
		g();
	} else {
		f();
	}
	if (p == NULL)
		g();
	else
		f();
	if (c)
		f();
	else
		g();
}
