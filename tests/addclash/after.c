int f(void)
{
	h(a);
	return -1;
}
