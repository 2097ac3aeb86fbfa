static DEFINE_MUTEX(lock);

int f(void)
{
	LIST_HEAD(actions);
	int err;

	g(&actions);
	return 0;
}

int h(void)
{
	LIST_HEAD(other);
	mutex_lock(&lock);
	return 0;
}
