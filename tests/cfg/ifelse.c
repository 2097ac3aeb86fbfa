int ie(int x)
{
	if (x > 1) {
		x = 2;
	} else if (x)
		x = 3;
	else
		return 0;
	{
		x++;
	}
	return x;
	x = 5;
}
