int f(int c)
{
	struct u *x;
	int status;

	x = kzalloc(10);
	if (!x)
		return -ENOMEM;
	x->a = 1;
	status = g(c);
	if (status)
		return status;
	return 0;
}
int g(int c)
{
	struct u *y;

	y = kzalloc(10);
	return 0;
}
