static void s1(int a)
{
	switch (a) {
	case 0:
		break;
	default:
#ifdef CONFIG_PM
		if (c)
			return;
#endif
		g();
	}
}

static void s2(int a)
{
	switch (a) {
	case 0:
		break;
	default:
#ifdef CONFIG_PM
		return;
#endif
		g();
	}
}

static void s3(int a)
{
	while (a) {
#ifdef CONFIG_PM
		if (c)
			return;
#endif
		g();
	}
}

static void s4(int a)
{
	switch (a) {
	case 0:
		if (c)
			return;
		else
			g();
		break;
	}
}
