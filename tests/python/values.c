unsigned long h(int a)
{
	x = a->b[2]  *  (c+1);
	g(y ? 1 : 2, f(a,b), "s");
	return 0;
}
