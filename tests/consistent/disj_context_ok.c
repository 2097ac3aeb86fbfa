int f(int c)
{
	int err;

	err = input_register_device(d);
	if (err)
		return err;
	if (c) {
		err = 1;
		goto out_unregister_input;
	}
	return 0;

out_unregister_input:
	input_unregister_device(d);
	d = NULL;
out_do_exit:
	h();
out_free:
	input_free_device(d);
	return err;
}
