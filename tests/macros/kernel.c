static DEFINE_MUTEX(lock);
static LIST_HEAD(devices);
MODULE_LICENSE("GPL");
EXPORT_SYMBOL_GPL(foo_init);
module_param(debug, bool, 0644);
BUILD_TRB_RW(len, 0)
static int __init foo_init(void)
{
	struct foo *pos;
	char __user *buf;
	void __iomem *regs;

	list_for_each_entry(pos, &devices, list) {
		BUG_ON(pos == NULL)
		if (pos)
			continue;
	}
	usbhs_for_each_pipe(pipe, priv, i)
		count++;
	pr_err(KERN_ERR DRV_NAME ": failed %" PRIu64 "\n", x);
out:
	LOCK_IT
	return 0;
}
static const struct dev_pm_ops pm = {
	SET_SYSTEM_SLEEP_PM_OPS(s, r)
	SET_RUNTIME_PM_OPS(a, b, NULL)
};
struct s {
	DECLARE_BITMAP(flags, 8);
	int x;
} __packed;
static int f(void) __must_check __acquires(lock);
module_init(foo_init);
