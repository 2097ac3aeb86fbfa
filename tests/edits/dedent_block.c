void f(struct s *info)
{
	if (info->a != NULL) {
		kfree(info->a);  /* test */
		info->a = NULL;
	}

	if (info->b != NULL) {
		kfree(info->b);
		info->b = NULL;
	}
	for (;;) {
		if (info->c != NULL) {
			kfree(info->c);
			info->c = NULL;
		}
	}
	if (info->d != NULL)
		kfree(info->d);
	g();
}

void h(struct s *info)
{
	while (info->a) {
		kfree(info->a);
		info->a = NULL;
	}
	{
		kfree(info->b);
		info->b = NULL;
	}
	if (info->c != NULL) {
		kfree(info->c);
		info->c = NULL;
	} else
		g();
}
