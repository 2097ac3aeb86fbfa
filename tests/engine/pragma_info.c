void f(int *a, int n)
{
#pragma unroll full
	for (int i = 0; i < n; i++)
		a[i] = 0;
}
