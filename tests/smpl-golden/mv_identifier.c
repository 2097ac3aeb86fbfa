int lookup(int key, int flags);

int user(int k)
{
	int a = lookup(k, 0);
	int b = lookup(k, 1);
	return probe(a + b, 0);
}
