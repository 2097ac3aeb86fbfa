int g(int y);
int g(int y)
{
	return y;
}
