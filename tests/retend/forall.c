int x1(int x)
{
	if (x)
		return 1;
	else
		h();
	return 0;
}

int x2(int x)
{
	if (x)
		return 1;
	h();
	return 0;
}
