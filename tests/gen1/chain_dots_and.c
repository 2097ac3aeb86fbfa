void f(int *x, int y, int z)
{
	if (x == NULL) a();
	if (x == NULL && y) b();
	if (y && x == NULL) c();
	while (x == NULL) d();
	z = x == NULL;
	z = (x == NULL && y);
	z = (y && x == NULL);
	z = x == NULL && y && y;
	z = (y || x == NULL) && y;
	z = y || x == NULL;
	z = !(x == NULL);
	z = (x == NULL);
	z = y ? 1 : x == NULL;
	z = x == NULL ? 1 : 0;
	z = y & (x == NULL);
	g(x == NULL);
	return x == NULL;
}
