int f(int x)
{
	x = 1;;
	if (x) {
		x++;
	};
	for (;;) {
		if (x)
			break;
	};
out:;
	while (x--)
		;
	switch (x) {
	}
	return x;
}
int g(int y)
{
	return y;
}
