int f(struct s *s)
{
	int err;

	m = alloc();
	if (!m) {
		use(err);
		goto fail;
	}
	err = start(s);
	if (err)
		goto fail;
	return 0;
fail:
	kfree(m);
	return err;
}
