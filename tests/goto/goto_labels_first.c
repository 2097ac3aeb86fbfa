int f1(int x)
{
	while (x) {
		if (x)
			goto err;
		x--;
	}
	return 0;
err:
	a();
	return -1;
}

int f2(int x)
{
	if (x)
		goto err;
	return 0;
err2:
err:
	a();
	return -1;
}

int f3(int x)
{
	if (x)
		goto err;
	return 0;
err:
	b();
	a();
	return -1;
}

int f4(int x)
{
	if (x)
		goto err;
	return 0;
err:
	if (x > 1)
		return 2;
	a();
	return -1;
}

int f5(int x)
{
	if (x)
		goto err;
	return 0;
err:
	a();
	while (x)
		x--;
	return -1;
}

int f6(int x)
{
	switch (x) {
	case 1:
		if (x)
			goto err;
		break;
	}
	return 0;
err:
	a();
	return -1;
}
