void id(int a)
{
#ifdef CONFIG_OLD
	legacy(a);
#else
	legacy(a + 1);
#endif
	done();
}
