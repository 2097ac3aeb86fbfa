void f(int a)
{
	chain_a(a);
	chain_b(a);
}
