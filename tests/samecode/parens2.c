int f(int x)
{
	k(1);
	return h(x,
		 2);
}
