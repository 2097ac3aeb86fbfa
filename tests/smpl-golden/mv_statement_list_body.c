void stub(void)
{
	a();
	b();
}

int keep(void)
{
	return c();
}
