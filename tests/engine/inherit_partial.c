void f(void)
{
	set(1, 2);
	set(3, 4);
	clear(7);
	pair(1, 4);
	pair(3, 4);
	one(7);
	one(5);
}
