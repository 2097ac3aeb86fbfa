int f(int err, int ret)
{
	if (unlikely(err < 0)) return err;
	if (likely(ret < 0)) return ret;
	return 0;
}
