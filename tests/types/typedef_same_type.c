typedef struct foo { int a; } foo_t;

int main(void)
{
	struct foo *a;
	foo_t *b;
	int c;

	first(a);
	second(b);
	return 0;
}

int other(void)
{
	struct foo *a;
	int c;

	first(a);
	second(c);
	return 0;
}
