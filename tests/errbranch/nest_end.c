int f1(int ret)
{
	struct foo a1, *p;
	int cur;

	memset(&a1, 0, sizeof(a1));
	if (ret == 0) {
		a1.ee_block = cur;
		return 1;
	}
	return ret;
}

int f2(int ret)
{
	struct foo a2, *p;
	int cur;

	if (ret == 0) {
		memset(&a2, 0, sizeof(a2));
		a2.ee_block = cur;
		return 1;
	}
	return ret;
}

int f3(int ret)
{
	struct foo a3, *p;
	int cur;

	if (ret == 0) {
		memset(&a3, 0, sizeof(a3));
		return 1;
	}
	return ret;
}

int f4(int ret)
{
	struct foo a4;

	memset(&a4, 0, sizeof(a4));
	if (ret == 0)
		ret++;
	return ret;
}
