/* A changed argument makes lines too long: they are broken after the
 * commas of the outermost list, greedily, once added code was seen. */
int f(void)
{
	return foo(uc->irq, NULL, ccg_irq_handler, y, dev_name(uc->dev), uc);
	foo(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccc, y);
	ret = foo(&pdev->dev,
			gpiod_to_irq(udc->vbus_pin), NULL,
			usba_vbus_irq_thread, y,
			"atmel_usba_udc", udc);
	bar(q, foo(q, y, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa), zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz, w);
	if (foo(q, y, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz) && b)
		return 1;
	foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, y, bbbb);
	foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, y, bbbb);
	return 0;
}
