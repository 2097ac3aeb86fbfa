void some(int x)
{
	EXPORT_SYMBOL(one);
	x++;
	EXPORT_SYMBOL(two);
	foo();
	EXPORT_SYMBOL(three);
	x++;
}
