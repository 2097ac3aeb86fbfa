static int probe(struct platform_device *pdev)
{
	struct mv_udc *udc;
	struct resource *r;

	udc->status_req->req.buf = kzalloc(8, GFP_KERNEL);
	udc->status_req->req.dma = DMA_ADDR_INVALID;

	r = platform_get_resource(udc->dev, IORESOURCE_IRQ, 0);
	if (r == NULL) {
		dev_err(&pdev->dev, "no IRQ resource defined\n");
		return -ENODEV;
	}

	udc->qwork = create_singlethread_workqueue("mv_udc_queue");
	if (!udc->qwork) {
		return -ENOMEM;
	}
	return 0;
}
