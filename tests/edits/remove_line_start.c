int h(void)
{
	a(); b();
	x = 1; a();
	const char *p = 0;
	int x = 0; int y = 1;
	a();  c();
	return y;
}
