void only_one(void)
{
	int unused;
	work();
}
