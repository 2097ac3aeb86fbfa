int q1(struct device *dev)
{
	if (g(dev))
		return -ENOMEM;
	h(dev);
	return 0;
}
int q2(struct device *dev)
{
	if (g(dev))
		return -ENOMEM;
	else
		k();
	h(dev);
	return 0;
}
int q3(struct device *dev)
{
	if (g(dev))
		goto out;
	h(dev);
out:
	return 0;
}
int q4(struct device *dev)
{
	if (g(dev))
		return -ENOMEM;
	return 0;
}
int q5(struct device *dev)
{
	while (g(dev))
		return -ENOMEM;
	h(dev);
	return 0;
}
int q6(struct device *dev)
{
	if (g(dev) < 0) {
		kfree(dev);
		return -ENOMEM;
	}
	if (x)
		return 1;
	h(dev);
	return 0;
}
int q7(struct device *dev)
{
	if (g(dev))
		k();
	else
		return 2;
	h(dev);
	return 0;
}
