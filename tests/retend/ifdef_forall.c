static void f5(struct urb *urb)
{
	if (!a)
		return;
	if (b) {
#ifdef CONFIG_PM
		if (c)
			return;
#endif
		pr_err("x");
	}
	g();
}

static void f8(struct urb *urb)
{
	if (!a)
		return;
#ifdef CONFIG_PM
	if (c)
		return;
#endif
	g();
}

static void f9(struct urb *urb)
{
	if (!a)
		return;
	if (b) {
#ifdef CONFIG_PM
		if (c)
			g();
#endif
		pr_err("x");
	}
	g();
}
