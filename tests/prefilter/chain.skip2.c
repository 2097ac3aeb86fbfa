void f(int a)
{
	chain_a(a);
}
