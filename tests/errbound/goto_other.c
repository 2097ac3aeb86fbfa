int f(struct s *s)
{
	int err;

	m = alloc();
	if (!m) {
		err = -ENOMEM;
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
