int loops(void)
{
	buf = kmalloc(1);
again:
	g(buf);
	goto again;
}

int loop_in_branch(int x)
{
	buf = kmalloc(2);
	if (x) {
		for (;;)
			g(buf);
	}
	h(buf);
	return 0;
}

int errors_only(int x)
{
	buf = kmalloc(3);
	if (x)
		goto err;
	if (g(buf) < 0)
		goto err;
again:
	g(buf);
	goto again;
err:
	kfree(buf);
	return -1;
}

int errors_and_h(int x)
{
	buf = kmalloc(4);
	if (x) {
		kfree(buf);
		return -1;
	}
	h(buf);
	return 0;
}

int plain(void)
{
	buf = kmalloc(5);
	h(buf);
	return 0;
}
