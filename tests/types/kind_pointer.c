int main(void)
{
	struct foo *a;
	enum foo1 *b;
	struct foo a1;
	enum foo1 b1;
	int *c;
	use(a);
	use(b);
	use(a1);
	use(b1);
	use(c);
	return 0;
}
