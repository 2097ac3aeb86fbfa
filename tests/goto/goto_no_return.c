int f1(int x)
{
	if (x) {
		b();
		goto out;
	}
	return 0;
out:
	a();
	return 1;
}

int f2(int x)
{
	while (x) {
		if (x) {
			b();
			break;
		}
	}
	a();
	return 1;
}

int f3(int x)
{
	while (x) {
		if (x) {
			if (y)
				break;
			return 3;
		}
	}
	return 1;
}

int f4(int x)
{
	if (x) {
		b();
		return 2;
	}
	return 0;
}

int f5(int x)
{
	if (x)
		goto out;
	return 0;
out:
	a();
	return 1;
}
