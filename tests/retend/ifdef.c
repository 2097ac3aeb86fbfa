static void p1(int a)
{
	if (!a)
		return;
#ifdef CONFIG_PM
	if (c)
		return;
#endif
	g();
}

static void p2(int b)
{
	if (b) {
#ifdef CONFIG_PM
		k();
		return;
#endif
	}
	g();
}

static void p3(int b)
{
	if (b) {
#ifdef CONFIG_PM
		if (c)
			return;
#else
		if (d)
			return;
#endif
	}
	g();
}

static void p4(int b)
{
	if (b) {
		if (c)
			return;
	}
	g();
}
