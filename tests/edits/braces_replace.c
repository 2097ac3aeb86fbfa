int f(int x, int y)
{
	if (x)
		foo(1);
	if (x &&
	    y)
		foo(3);
	else
		a();
	switch (x) {
	case 1:
		if (y)
			foo(5);
		break;
	}
	for (;;)
		if (y)
			one(6);
		else
			foo(7);
	if (x) one(8);
	one(9);
	return 0;
}
