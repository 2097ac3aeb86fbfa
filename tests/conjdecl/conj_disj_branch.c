struct fh;

static int f(struct file *file)
{
	struct fh *fh = kzalloc(sizeof(*fh), GFP_KERNEL);
	struct fh *g;
	struct fh *h = kmalloc(sizeof(*h), GFP_KERNEL);

	g = kzalloc(sizeof(*g), GFP_KERNEL);
	return 0;
}
