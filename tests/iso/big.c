int f(int *v)
{
	if (0 == v[0] + v[1] + v[2] + v[3] + v[4] + v[5] + v[6] + v[7])
		return 1;
	return v[1] + (v[0] + v[2]) + v[3] + v[4] + v[5] + v[6] + v[7] == 0;
}
