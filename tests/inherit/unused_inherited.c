void a(void)
{
	use(1);
	drop();
}
