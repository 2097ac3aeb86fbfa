void f(struct anchor *anchor)
{
	struct urb *lazarus;

	list_for_each_entry(lazarus, &anchor->urb_list, anchor_list) {
		usb_unpoison_urb(lazarus);
	}
	list_for_each_entry(lazarus, &anchor->urb_list, anchor_list) {
		if (lazarus->x)
			usb_unpoison_urb(lazarus);
	}
	list_for_each_entry(lazarus, &anchor->urb_list, anchor_list) {
		a(lazarus);
		b(lazarus);
	}
}
