int f(struct device_node *np)
{
	struct platform_device *pdev;

	pdev = of_find_device_by_node(np);
	if (!pdev) {
		g();
		return -1;
	}
	h(pdev);
	put_device(&pdev->dev);
	return 0;
}
