static struct usb_phy *find2(struct list_head *list, int type)
{
	struct usb_phy *phy = NULL;

	list_for_each_entry(phy, list, head) {
		phy = g(phy);
	}
	return NULL;
}
static struct usb_phy *find(struct list_head *list, int type)
{
	struct usb_phy *phy = NULL;

	list_for_each_entry(phy, list, head) {
		if (phy->type != type)
			continue;
		return phy;
	}
	return NULL;
}
