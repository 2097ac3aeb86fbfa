int one(int a) { return a; }
EXPORT_SYMBOL(one);
void none(int x)
{
	two(x);
	x++;
}
void some(int x)
{
	if (x)
		one(x);
}
