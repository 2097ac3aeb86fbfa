static DEFINE_MUTEX(lock);
static LIST_HEAD(items);

static int __init setup(struct device *dev)
{
	struct item *it;

	list_for_each_entry(it, &items, node) {
		if (!it)
			continue;
	}
	BUG_ON(dev == NULL)
	pr_info(KERN_INFO "setup %s\n", dev_name(dev));
	return 0;
}

module_init(setup);
MODULE_LICENSE("GPL");
