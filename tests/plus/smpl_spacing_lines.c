int ss(int x, int y)
{
	foo(x+1, y);
	return old_add(x, y);
}
