int f(int x, int y)
{
	if (x)
		foo(1);
	if (x) foo(2);
	if (x)
		a();
	else
		foo(3);
	if (x)
		a();
	else if (y)
		foo(4);
	else
		b();
	while (x)
		foo(5);
	for (;;)
		if (y)
			foo(6);
	if (x)
		foo(7,
		    8);
	k(9);
	foo(9);
	return 0;
}
