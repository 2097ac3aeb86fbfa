void f(int n)
{
	char *buf = kzalloc(10);
	memset(buf, 0, 10);
	if (n)
		g(buf);
	kfree(buf);
}
