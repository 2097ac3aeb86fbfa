int f(int c)
{
	struct u *x;

	x = kzalloc(10);
	if (c)
		return 1;
	if (c > 2)
		return 2;
	return 0;
}
int g(int c)
{
	struct u *y;

	if ((y = kzalloc(10)) == NULL)
		return -1;
	if (c)
		return 3;
	return 4;
}
int h(int c)
{
	struct u *z;

	z = kmalloc(10);
	return 5;
}
