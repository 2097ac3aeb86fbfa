int one(int a) { return a; }
void none(int x)
{
	two(x);
	x++;
}
void some(int x)
{
	EXPORT_SYMBOL(one);
	if (x)
		one(x);
}
