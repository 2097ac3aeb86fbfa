int g(int x)
{
	h(x,
	  c);
	h(c,
	  x);
	return 0;
}
