void f(struct d *dev, struct r *r)
{
	kfree(dev);
	g(r->dev);
	g(r->dev + dev);
	if (r->dev) {
		h(r->dev);
		h(dev);
	}
}
