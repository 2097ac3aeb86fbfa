int fn(int a, char **b)
{
	int i = 0;
	call(a + 1, b[2], sizeof(int));
	if (a) { bar(); baz(a); }
	other(i, i);
	return a;
}
