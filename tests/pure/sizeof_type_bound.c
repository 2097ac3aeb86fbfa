typedef int tt[3];
static int aq[] = { 1, 2, 3 };
int t(unsigned int rc, int *q)
{
	int n1 = sizeof(aq);
	int n2 = sizeof(aq[0]);
	int n3 = sizeof((aq)[0]);
	int n4 = sizeof(q[1]);
	int n5 = sizeof(unk[0]);
	int n6 = sizeof(tt);
	int n7 = sizeof(int);
	int n8 = sizeof(unk);
	int n9 = sizeof(struct foo);
	int n10 = sizeof(*q);
	return 0;
}
