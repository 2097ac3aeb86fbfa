static struct ops fops = {
	.open = my_open,
	.read = my_read
};
