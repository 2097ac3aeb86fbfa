int f(int x, int y)
{
	do
		foo(1);
	while (x);
	do foo(3); while (x);
	do
		one(4);
	while (y);
	if (x) one(2);
	return 0;
}
