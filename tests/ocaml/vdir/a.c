int one(int a)
{
	call(a, 1);
	return 0;
}
