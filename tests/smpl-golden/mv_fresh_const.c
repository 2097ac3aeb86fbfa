void a(void)
{
	go();
}

void b(void)
{
	go();
}
