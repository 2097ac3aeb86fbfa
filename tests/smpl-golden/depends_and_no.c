void da(void)
{
	init_a();
	init_b();
	run();
}
