int k(struct cdev *cdev)
{
	struct f *f;

	if (cdev->config) {
		list_for_each_entry(f, &cdev->config->functions, list)
			if (f->req_match)
				goto try_fun_setup;
	}
	f = NULL;
try_fun_setup:
	if (f && f->setup)
		return 1;
	return 0;
}

int k2(struct cdev *cdev)
{
	struct f *f;

	list_for_each_entry(f, &cdev->config->functions, list) {
		if (f->req_match)
			goto try_fun_setup;
	}
	f = NULL;
try_fun_setup:
	if (f && f->setup)
		return 1;
	return 0;
}

int k3(struct cdev *cdev)
{
	struct f *f;

	list_for_each_entry(f, &cdev->config->functions, list)
		if (f && f->setup)
			g(f);
	return 0;
}

int k4(struct cdev *cdev)
{
	struct f *f;

	list_for_each_entry(f, &cdev->config->functions, list)
		if (f == NULL)
			break;
	if (f && f->setup)
		return 1;
	return 0;
}
