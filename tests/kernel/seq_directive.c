static int f(int x)
{
	start();
#define LIMIT 4
	step(LIMIT);
#undef LIMIT
	stop();
	return x;
}
