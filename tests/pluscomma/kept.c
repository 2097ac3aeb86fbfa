void h(void)
{
	f(a,b);
	f(a, b);
	f(a,
	  b);
	k(a,b);
}
