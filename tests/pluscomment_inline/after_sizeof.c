int f(void)
{
	a = kzalloc(sizeof(struct foo), GFP_KERNEL);
	return 0;
}
