void a(int x)
{
	x++;
}

void b(int x)
{
	if (x)
		return;
	x++;
}

int c(int x)
{
	if (x)
		return 1;
	x++;
	return 0;
}

void d(int x)
{
	if (x) {
		x++;
	}
}

int e(int x)
{
	while (x)
		x--;
}
