static void f(struct usb_hcd *hcd, int retry)
{
	int i;

	for (i = 0; i < 4; i++) {
		mutex_lock(hcd->mutex);
		retry = 1;
		if (status < 0)
			continue;
		mutex_unlock(hcd->mutex);
	}
}

static void g(struct usb_hcd *hcd)
{
	mutex_lock(hcd->mutex);
	hcd = other;
	mutex_lock(hcd->mutex);
}
