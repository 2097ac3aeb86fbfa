int f(int x) {
	int err;
	struct s *kctl;

	if (check(card)) {
		err = -ENOMEM;
		goto unlock;
	}
	if (err < 0)
		goto unlock;
	ue = kzalloc(alloc_size, GFP_KERNEL);
	if (!ue) {
		kfree(kctl);
		err = -ENOMEM;
		goto unlock;
	}
	kctl->private_data = ue;
 unlock:
	return err;
}
