int main(void)
{
	struct foo y[12];
	char buf[10];
	char *p;
	int *tab[4];
	ptr(y);
	ptr(p);
	ptr("foo");
	arr(p);
	arr(buf);
	arr("s");
	elem(y);
	elem(tab);
	elem(p);
	return 0;
}
