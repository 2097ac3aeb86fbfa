void f(struct device *dev, int x)
{
	dev_err(dev, "Missing max-freq\n");
	dev_err(dev, "...");
	dev_err(dev, "fail %d\n", x);
	dev_err(dev, "fail now\n");
	dev_err(dev, "");
	dev_err(dev, "x...y");
}
