static int FOOA x1 = 1;

static int fooa x2 = 1;

static int FOOB f7(void);

int g(void)
{
	int FOOC y = 2;
	return y;
}

static int FOOD
f8(int a, int b)
{
	return a;
}
