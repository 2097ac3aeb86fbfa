int f(void)
{
	bh = kzalloc(i, gfp);
	for (i = 0; i < n; i++) {
		if (IS_ERR(bh[i])) {
			err = PTR_ERR(bh[i]);
			goto out;
		}
	}
	foo();
out:
	if (bh) {
		if (bh != &bhs)
			kfree(bh);
	}
	return err;
}

int g(void)
{
	bh = kzalloc(i, gfp);
	if (IS_ERR(bh[i])) {
		err = PTR_ERR(bh[i]);
		goto out;
	}
	foo();
out:
	if (bh) {
		while (bh != &bhs)
			kfree(bh);
	}
	return err;
}

int h(void)
{
	bh = kzalloc(i, gfp);
	if (IS_ERR(bh[i])) {
		err = PTR_ERR(bh[i]);
		goto out;
	}
	foo();
out:
	if (bh) {
		kfree(bh);
	}
	return err;
}

int k(void)
{
	bh = kzalloc(i, gfp);
	if (IS_ERR(bh[i])) {
		err = PTR_ERR(bh[i]);
		goto out;
	}
	foo();
out:
	if (bh) {
		if (bh != &bhs)
			release(bh);
	}
	return err;
}
