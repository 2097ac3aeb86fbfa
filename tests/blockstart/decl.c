static void f1(void) {}

static void f2(void) { }

static void f3(void)
{}

static void f4(void)
{
}

static void f5(void)
{
#ifdef CONFIG_X
	if (x)
		bar();
#endif
}

static void f6(void)
{
#ifdef CONFIG_X
		deep();
#endif
	shallow();
}

static void f7(void) { foo(); }
