int pick(int x, int *v, int n)
{
	int m = max_of(x + 1, v[n - 1]);
	return max_of(m, f(x));
}
