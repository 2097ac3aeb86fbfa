int f(void)
{
	x();
	y();
}
