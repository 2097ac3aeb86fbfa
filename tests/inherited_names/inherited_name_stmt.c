int one(int a, int b) { return a + b; }
int two(int a, int b) { return a * b; }
void use(int x)
{
	one(x, 1);
	other(x, 1);
	x = two(x, 2) + one(3, 1);
	if (one(x, 2))
		two(one(x, 1), 2);
	three(x, 1);
}
