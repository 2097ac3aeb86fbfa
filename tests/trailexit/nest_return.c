static int probe(struct platform_device *pdev)
{
	foo(&pdev->dev);

	if (!fw_node) {
		return -ENOENT;
	}

	fw = get(&pdev->dev, fw_node);
	return 0;
}
