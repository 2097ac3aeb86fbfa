int f(void)
{
	size_t a = 1;
	u8 b = 2;
	struct foo c = 3;
	uint d = 4;
	return 0;
}
