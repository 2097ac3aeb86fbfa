static int kfn(struct device *dev, struct list_head *head)
{
	struct item *it, *tmp;
	DEFINE_MUTEX(lock);

	might_sleep();
	list_for_each_entry_safe(it, tmp, head, node) {
		if (!it->ok)
			break;
		WARN_ON(it->bad)
	}
	while (({ int r = poll(dev); r > 0; }))
		cpu_relax();
	asm volatile("nop");
	goto *dev->target;
}
