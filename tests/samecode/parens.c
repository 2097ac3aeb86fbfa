int f(int x)
{
	g( x );
	return h(x,
		 2);
}
