int f(void)
{
	x();
	foo(); input_free_device(dev);
        bar();
	return 0;
}
