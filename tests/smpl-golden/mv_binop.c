int arith(int x, int y)
{
	int a = x + 0;
	int b = y - 0;
	int c = x * 0;
	return a + b + c;
}
