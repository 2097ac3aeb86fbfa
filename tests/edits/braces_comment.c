int f(int x, int y)
{
	if (x) // c
		foo(1);
	if (x) /* c */ foo(2);
	if (x) /* c */
		foo(3);
	while (y) /* a */ /* b */
		foo(4);
	if (y)
		foo(5); /* after */
	return 0;
}
