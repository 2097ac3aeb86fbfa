int f1(int x)
{
	while (x) {
		if (x) {
			b();
			break;
		}
	}
	return 1;
}

int f2(int x)
{
	while (x) {
		if (x) {
			b();
			goto out;
		}
	}
out:
	return 1;
}

int f3(int x)
{
	switch (x) {
	case 1:
		if (x) {
			b();
			break;
		}
	}
	return 1;
}

int f4(int x)
{
	if (x) {
		while (x) {
			b();
			break;
		}
		return 1;
	}
	return 0;
}

int f5(int x)
{
	while (x) {
		if (x)
			goto out;
	}
	return 0;
out:
	return 1;
}

int f6(int x)
{
	while (x) {
		if (x) {
			b();
			continue;
		}
		return 3;
	}
	return 1;
}
