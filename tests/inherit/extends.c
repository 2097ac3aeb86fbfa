void a(void)
{
	setup(3);
	use(1);
}
