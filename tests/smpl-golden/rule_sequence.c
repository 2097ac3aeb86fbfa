void rs(int a)
{
	f(1);
	f(a);
}
