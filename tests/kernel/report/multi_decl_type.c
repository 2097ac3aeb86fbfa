static void purge(struct gadget_info *gi)
{
	struct usb_configuration *c;
	struct usb_function *f, *tmp;
	int i, *n, **pp;

	use(c, f, tmp, i, n, pp);
}
