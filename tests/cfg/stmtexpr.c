int se(int x)
{
	int y = ({ int t = x; t * 2; });
	({ if (y) y--; });
	return ({ y; });
}
