void f(void)
{
	static int limit = 40 + 2;
	static int other;
	int plain = 1;
}
