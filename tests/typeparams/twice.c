int (*g)(int *p);
int *h(int *q);
char *k[3];

int f(int *p)
{
	return 0;
}
