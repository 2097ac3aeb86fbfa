int f(int *ptr, int count)
{
	if (count != 0)
		return 1;
	if (ptr == NULL)
		return 2;
	return count == 0;
}
