void f(int a)
{
	other(a);
}
