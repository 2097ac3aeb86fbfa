void f(struct device_node *np, int n)
{
	struct platform_device *pdev;
	int i;

	for (i = 0; i < n; i++) {
		pdev = of_find_device_by_node(np);
		if (!pdev) {
			g();
			goto node_put;
		}
		h(pdev);
node_put:
		of_node_put(np);
	}
}
