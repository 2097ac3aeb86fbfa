int f1(int ret)
{
	struct foo a1, *ex;
	int cur;

	memset(&a1, 0, sizeof(a1));
	if (ret == 0) {
		a1.ee_block = cur;
		return 1;
	}
	cur++;
	return ret;
}

int f2(int ret)
{
	struct foo a2, *ex;
	int cur;

	if (ret == 0) {
		a2.ee_block = cur;
		return 1;
	}
	cur++;
	return ret;
}

int f3(int ret)
{
	struct foo a3, *ex;
	int next;

	if (ret == 0) {
		a3.ee_block = next;
		return 1;
	}
	next++;
	return ret;
}

int f4(int ret)
{
	struct foo a4, *ex;
	int cur;

	memset(&a4, 0, sizeof(a4));
	if (ret == 0)
		return 1;
	cur++;
	return ret;
}
