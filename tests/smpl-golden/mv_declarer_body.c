void db(void)
{
	DECLARE_BITMAP(mask, 64);
	use(mask);
}
