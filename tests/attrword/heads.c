static int INITSECTION
f1(int x)
{
	return x;
}

static int INITSECTION f2(int x)
{
	return x;
}

static struct s *MYATTR
f3(void)
{
	return 0;
}

int FOO_BAR
f4(void)
{
	return 1;
}

static int __myinit
f5(void)
{
	return 2;
}

static int myinit
f6(void)
{
	return 3;
}

static int COUNT;

int g(void)
{
	return COUNT;
}
