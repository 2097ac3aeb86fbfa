int through_goto(int x)
{
	int ret;
	ret = get_irq(x, 0);
	if (ret < 0)
		goto err;
	return 0;
err:
	dev_err(x, "a");
	return ret;
}

int lone(int x)
{
	int ret;
	ret = get_irq(x, 0);
	if (ret < 0)
		dev_err(x, "b");
	return ret;
}

int braced(int x)
{
	int ret;
	ret = get_irq(x, 1);
	if (ret < 0) {
		g();
		dev_err(x, "c");
		return ret;
	}
	return ret;
}

int braced_goto(int x)
{
	int ret;
	ret = get_irq(x, 0);
	if (ret < 0) {
		goto err;
	}
	return 0;
err:
	dev_err(x, "d");
	return ret;
}
