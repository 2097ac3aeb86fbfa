void h(int *v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		v[i] = 0;
	v[0] = 1;
	while (n > 0)
		n--;
}
