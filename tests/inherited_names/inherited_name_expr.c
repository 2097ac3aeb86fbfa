int one(int a) { return a; }
void two(int a) { }
struct s { int one; } s;
void use(int x)
{
	reg(&one, &two);
	x = g(h(1, (k(&one) + 2)), &s.one);
	if (x)
		call(&two, &one);
}
