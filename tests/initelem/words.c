#define STEP(fn, arg) { KIND_FUNC, { .func = fn }, arg },
#define STOP { KIND_STOP, { .packet = 0 }, 0 },
#define PKT(x) (x << 4)

static const struct node table[] = {
	/* 0 */
	STEP(init_lcv, 0)
	STOP

#define MARK(x) { KIND_MARK, { .packet = x }, 0 },

	MARK(PKT(1))
	STEP(inc_lcv, 10)
	STOP
	STEP(inc_lcv, 11)
};

static int inc_lcv(int x)
{
	return x + 1;
}

static int init_lcv(int x)
{
	return helper(x);
}
