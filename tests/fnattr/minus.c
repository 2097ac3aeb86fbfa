static int __init foo_init(void)
{
	return 0;
}

static void __exit foo_exit(void)
{
	bar();
}

static void plain(void)
{
	baz();
}

static int other(void)
{
	return 1;
}
