int probe(struct dev *d)
{
	int err;
	err = alloc_a(d);
	if (err)
		goto fail;
	err = alloc_b(d);
	if (err) {
		log(err);
		goto fail_a;
	}
	return 0;
fail_a:
	free_a(d);
fail:
	return err;
}
