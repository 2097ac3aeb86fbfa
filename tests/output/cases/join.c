int f(int x)
{
	x++; // c1
	foo(x); /* c2 */
	bar(x,
	    x + 1);
	return x;
}
