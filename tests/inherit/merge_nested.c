int f(void)
{
	int x = (sizeof(tab)/sizeof(*tab));
	int y = sizeof(tab)/sizeof(*tab);
	return x + y + ((sizeof(b)/sizeof(*b)));
}
