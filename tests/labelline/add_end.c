int f(void)
{
	if (x)
		goto fail2;
	return 0;
fail2: input_free_device(dev);
}
