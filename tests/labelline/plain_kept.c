int f(void)
{
	if (x) {
    input_free_device(dev);
	}
	return 0;
}
