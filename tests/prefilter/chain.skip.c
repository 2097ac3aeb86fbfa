void f(int a)
{
	chain_b(a);
}
