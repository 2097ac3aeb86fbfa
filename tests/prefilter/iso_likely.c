void f(int *p)
{
	if (p) report_it(p);
}
