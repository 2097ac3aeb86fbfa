int f1(void)
{
	struct foo *p = NULL;
	g(p);
	return 0;
}

int f2(void)
{
	struct foo *p;
	g(p);
	return 0;
}

int f3(void)
{
	char buf[4] = "abc";
	g(buf);
	return 0;
}
