void de(int *p)
{
	if (p == NULL || p == 0) return;
	if (p == 0) return;
}
