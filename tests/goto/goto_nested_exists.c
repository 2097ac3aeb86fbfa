int f(struct usb_device *usb_dev)
{
	int result = 0;

	if (usb_dev->wusb) {
		if (IS_ERR(descr)) {
			result = PTR_ERR(descr);
			goto err;
		}
		kfree(descr);
	}
	usb_dev->x = 1;
err:
	a(usb_dev);
	return result;
}
