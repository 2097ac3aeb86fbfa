void a(void)
{
	safe();
}

void b(void)
{
	safe();
	unsafe();
}

void c(void)
{
	other();
}
