static const struct node table[] = {
	STEP(init_lcv, 0)
	stop
	STEP(inc_lcv, 10)
};

static const int sizes[] = {
	ONE
	| TWO,
	THREE
};

static int init_lcv(int x)
{
	return helper(x);
}
