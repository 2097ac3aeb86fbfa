int ss(int x, int y)
{
	return old_add(x, y);
}
