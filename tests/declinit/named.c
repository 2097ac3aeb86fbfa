int f1(int on)
{
	if (on) {
		int i = on * 2;
		g(i);
		h(i);
	}
	return 0;
}

int f2(int on)
{
	int i;
	g(on);
	return 0;
}

int f3(int on)
{
	int i = 3;
	g(on);
	return i;
}

int f4(int on)
{
	if (on) {
		int i;
		g(i);
	}
	return 0;
}
