void a(void)
{
	check();
}

void b(void)
{
	other();
}

void c(void)
{
	first();
	check();
}
