int f1(int ret)
{
	struct foo a1, *ex;
	int cur;

	if (ret == 0) {
		a1.ee_block = cur;
		goto out;
	}
	cur++;
out:
	d();
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
	return 0;
}

int f3(int ret)
{
	struct foo a3, *ex;
	int cur;

	if (ret == 0) {
		a3.ee_block = cur;
		goto out;
	}
	cur++;
	return 0;
out:
	return ret;
}

int g(int ret)
{
	struct j a4, *ex;
	int cur;

	if (ret == 0) {
		a4.ee_block = cur;
		goto out;
	}
	cur++;
out:
	return ret;
}
