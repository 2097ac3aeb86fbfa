int f(int a)
{
	foo();
	if (a)
		return 1;
	else
		return 2;
}

int g(int a)
{
	foo();
	{
		return 3;
	}
}

int h(int a)
{
	foo();
	while (1)
		a++;
}
