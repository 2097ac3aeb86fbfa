enum e { A, B, C, };
int f(int x)
{
	int y = x;
	foo(y);
	return y;
}
u64 g(int x)
{
	return x;
}
struct s v = { 1, 2 };
