void rie(void)
{
	struct node *n = lookup(1);
	int k = 2;

	check(n);
	check(k);
}
