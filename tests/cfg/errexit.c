int chk(int x, int *p)
{
	if (!p)
		return -ENOMEM;
	if (x < 0) {
		while (x)
			return x;
	} else {
		return 1;
	}
	if (x) {
		if (p[0])
			foo();
		else
			return 2;
	}
	if (x > 2)
		foo();
	else if (x)
		return 3;
	return 0;
}
