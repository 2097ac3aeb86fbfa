void cn(int a)
{
	keep_this(a, NULL);
	drop_this(a, NULL);
	keeper(a, NULL);
}
