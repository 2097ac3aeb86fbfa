int f(int a)
{
	if (a)
		return 0;
	if (a)
		foo();
	else
		foo();
	return 1;
}
