int a;

/* Start the timer */
static int f1(int x)
{
	return x;
}

/* Comment with a blank line after */

static int f2(int x)
{
	return x;
}

/*
 * Long doc comment
 */
// and a line comment
static int f3(int x)
{
	return x;
}

int b; /* trailing */
static int f4(int x)
{
	return x;
}

static int g(int x)
{
	int y = x;
	/* before the return */
	return y;
}
