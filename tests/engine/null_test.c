int check(struct slot *slot, struct dev *d)
{
	if (!slot->hotplug_slot && !slot->hotplug_slot->info)
		return -1;
	if (!d && !d->priv)
		return -2;
	if (!d && !slot->priv)
		return -3;
	return 0;
}
