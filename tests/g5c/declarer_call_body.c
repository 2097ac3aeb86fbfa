int one(int a) { return a; }
void some(int x)
{
	EXPORT_SYMBOL(one);
	x++;
}
