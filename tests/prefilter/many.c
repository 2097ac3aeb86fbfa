void f(int a)
{
	many_14(a);
}
