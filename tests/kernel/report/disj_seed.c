static int f(struct device *dev)
{
	struct obj *o;
	int err;

	o = lookup(dev->node);
	err = setup(o);
	if (err)
		return err;
	return 0;
}
