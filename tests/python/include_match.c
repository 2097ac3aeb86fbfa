void skip_a(void)
{
	a();
}

void keep_b(void)
{
	b();
}
