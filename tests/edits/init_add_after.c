static struct foo_ops ops = {
	.open = foo_open,
	.release = foo_release,
	.read = foo_read,
};

static struct foo_ops ops2 = {
	.open = foo_open,
	.read = foo_read
};

static struct foo_ops ops3 = { .open = foo_open, .read = foo_read };
int f(void)
{
	struct foo_ops ops3 = { .open = foo_open, .read = foo_read };
	struct foo_ops ops4 = { .open = foo_open, .read = foo_read, };
	g(&ops3);
}

static struct bar_ops other = { .open = foo_open, .read = foo_read };
