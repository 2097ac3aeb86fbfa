int f1(struct device *dev)
{
	int ret = g();
	if (ret)
		goto err;
	return 0;
err:
	dev_err(dev, "failed\n");
	return ret;
}

int f2(struct device *dev)
{
	int ret = g();
	if (ret) {
		dev_err(dev, "failed\n");
		return ret;
	}
	return 0;
}

int f3(struct device *dev)
{
	int ret = g();
	if (ret)
		goto err;
	return 0;
err:
	dev_err(dev, "failed\n");
	h();
	return ret;
}
