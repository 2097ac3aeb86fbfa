int m1(void)
{
	x = ioremap(1);
	if (a)
		goto out;
	iounmap(x);
	return 0;
out:
#if X
	iounmap(x);
#endif
	return 1;
}
int m2(void)
{
	x = ioremap(1);
	if (a)
		goto out;
	iounmap(x);
	return 0;
out:
	qux();
#if X
	iounmap(x);
#endif
	return 2;
}
int m3(void)
{
	x = ioremap(1);
	if (a)
		goto out;
	iounmap(x);
	return 0;
out:
#ifdef X
	iounmap(x);
#else
	other();
#endif
	return 3;
}
int m4(void)
{
	x = ioremap(1);
	if (a)
		goto out;
	iounmap(x);
	return 0;
out:
	;
#if X
	iounmap(x);
#endif
	return 4;
}
