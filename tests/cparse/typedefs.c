typedef struct list list_t;
typedef int (*cb_fn)(void *);

static int walk(list_t *l, handle h, cb_fn fn)
{
	foo_t *x;
	bar_type y, *z;
	int n = (count_type)l->n + sizeof(size_t);
	{
		typedef long local;
		local v = (local)n;
	}
	int local = 1;
	return fn((void *)x) + (int)y + local;
}

struct s {
	reg_t *regs;
	const unknown_type *ops;
};
