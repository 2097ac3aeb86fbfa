struct item { int v; };

struct item tab[10];
int nums[4];

int f(void)
{
	int a = sizeof(tab) / sizeof(*tab);
	int b = (sizeof(nums) / sizeof(*nums));
	int c = sizeof(tab) / sizeof(struct item);
	int d = sizeof(nums) / 4;
	int e = g(sizeof(tab) / sizeof(*tab));
	return a + b + c + d + e;
}
