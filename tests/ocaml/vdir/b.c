int two(int b)
{
	call(b);
	return 1;
}
