int f1(int x)
{
	if (x) {
		if (y)
			return 0;
		a();
		return 3;
	}
	return 1;
}

int f2(int x)
{
	while (x) {
		if (x) {
			if (y)
				break;
			a();
			return 3;
		}
	}
	return 1;
}

int f3(int x)
{
	while (x) {
		if (x) {
			if (y)
				continue;
			a();
			return 3;
		}
	}
	return 1;
}

int f4(int x)
{
	if (x) {
		if (y)
			goto out;
		a();
		return 3;
	}
	return 1;
out:
	return 2;
}

int f5(int x)
{
	if (x) {
		if (y) {
			b();
			goto out;
		}
		a();
		return 3;
	}
	return 1;
out:
	return 2;
}
int f6(int x)
{
	while (x) {
		if (x) {
			if (y) {
				b();
				break;
			}
			a();
			return 3;
		}
	}
	return 1;
}
