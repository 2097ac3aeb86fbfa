/* P@E: an expression list bound to the names of a parameter list. */
int one(int x, char *name, int (*cb)(int, int), int arr[4])
{
	return 0;
}

static void two(struct device *dev)
{
	dev->x = 1;
}
