static inline int a(int x)
{
	return x;
}

static int b(int x)
{
	return x;
}

inline int c(int x)
{
	return x;
}

int d(int x)
{
	return x;
}

static inline __attribute__((unused)) int e(int x)
{
	return x;
}

extern inline int g(int x)
{
	return x;
}
