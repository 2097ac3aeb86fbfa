void f(void *data, int x)
{
	const struct a *p = (struct a const *)data;
	uint8_t const *q = (uint8_t const *)data;
	char *r = (char *)data;
	const char *s = (const char *)data;
	volatile int *v = (int volatile *)data;
	unsigned long const *u = (unsigned long const *)data;
	g((struct a const *)data, (uint8_t const *)&x);
}
