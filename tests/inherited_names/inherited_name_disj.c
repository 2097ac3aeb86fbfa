int one(int a) { return a; }
void use(int x)
{
	one(x);
	g(x);
	x = g(one(x)) + h(x);
}
