struct skip { int a; };
struct keep { int b; };

int f(void)
{
	struct skip *x;
	struct keep *y;
	int *z;

	return x->a + y->b + *z;
}
