struct file_ops {
	int (*open)(void);
	int (*ioctl)(int);
	int (*unlocked_ioctl)(int);
};

static int my_open(void) { return 0; }
static int my_ioctl(int c) { return c; }

static struct file_ops my_ops = {
	.open = my_open,
	.ioctl = my_ioctl,
};
