void twice(void)
{
	open_dev();
	work();
	close_dev();
	close_dev();
}
