void f(struct device *dev, int x)
{
	dev_err(dev, "fail %d\n", x);
	dev_err(dev, "fail now %d\n", x);
	dev_err(dev, "%d items\n", x);
	dev_err(dev, "fail...%d\n", x);
	dev_err(dev, "100%%\n");
}
