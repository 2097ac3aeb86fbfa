void cn(void)
{
	keep_me(NULL);
	drop_me(NULL);
	other(NULL);
}
