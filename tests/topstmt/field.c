/* A pattern statement changed in place (`I.remove = f;' matching the
 * initializer's `.remove = f,') still matches at toplevel. */
static struct platform_driver drv = {
	.probe		= my_probe,
	.remove		= my_remove,
};

static struct other_driver odrv = {
	.remove		= other_remove,
};
