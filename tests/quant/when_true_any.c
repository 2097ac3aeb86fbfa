int f(struct s *sb)
{
	int ret = 0;
	sb->a = kmalloc(1);
	if (!sb->a) {
		ret = -ENOMEM;
		goto out;
	}
	sb->b = kmalloc(2);
	if (!sb->b) {
		ret = -ENOMEM;
		goto out;
	}
	return 0;
out:
	kfree(sb->a);
	kfree(sb->b);
	return ret;
}

int g(struct s *sb)
{
	int ret = 0;
	sb->b = kmalloc(2);
	if (!sb->b) {
		ret = -ENOMEM;
		goto out;
	}
	return 0;
out:
	kfree(sb->b);
	return ret;
}
