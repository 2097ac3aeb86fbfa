int a(void)
{
	int r = 0;

#ifdef X
	r = f();
	if (r < 0)
		goto e1;
#endif
	return r;
#ifdef X
	undo();
e1:
#endif
	return -1;
}

int b(void)
{
	int r = 0;

#ifdef X
	r = f();
	if (r < 0)
		goto e1;
#endif
	return r;
#ifdef X
e1:
	undo();
#endif
	return -1;
}

int c(void)
{
	int r = 0;

#ifdef X
	r = f();
#endif
	g();
#ifdef Y
e1:
#else
	h();
#endif
	return r;
}
