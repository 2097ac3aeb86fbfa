int g1 = 0;
static int g2 = 0;
int g3 = 1;

int f(void)
{
	int x = 0;
	return g1 + g2;
}

int h(void)
{
	int y = 0;
	y++;
	return y;
}
