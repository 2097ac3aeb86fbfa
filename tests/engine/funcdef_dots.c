int one(int x)
{
	x++;
	old();
	return x;
}

void two(void)
{
	old();
}

int three(int y)
{
	if (y)
		old();
	else
		old();
	return y;
}
