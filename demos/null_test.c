/* demos/null_test.c - a test that dereferences a NULL pointer. */
struct hotplug_slot {
	void *info;
};

struct slot {
	struct hotplug_slot *hotplug_slot;
};

static int check_slot(struct slot *slot)
{
	if (!slot->hotplug_slot && !slot->hotplug_slot->info)
		return -1;	/* no slot */
	return 0;
}
