void f(int a)
{
	only_b(a);
}
