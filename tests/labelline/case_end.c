int f(int x)
{
	switch (x) {
	case 1: input_free_device(dev);
	}
	return 0;
}
