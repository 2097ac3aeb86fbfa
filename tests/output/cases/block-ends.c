static int g(int a)
{
	if (a) {
		a++;
	}
	while (a) {
	}
	return a;
}
