int f(void)
{
	struct info *info;

	info = kzalloc(sizeof(*info), GFP_KERNEL);
	if (!info)
		return -ENOMEM;
	info->pcm = pcm;
	info->kctl = new1(q);
	if (!info->kctl) {
		kfree(info);
		return -ENOMEM;
	}
	return 0;
}

int g(void)
{
	struct info *info;

	info = kzalloc(sizeof(*info), GFP_KERNEL);
	if (!info)
		return -ENOMEM;
	info->pcm = pcm;
	use(info);
	info->kctl = new1(q);
	if (!info->kctl)
		return -EINVAL;
	return 0;
}
