void f(void)
{
	const char *a;
	char const *b;
	volatile const int c;
	const volatile int d;
}
