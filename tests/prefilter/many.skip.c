void f(int a)
{
	many_15(a);
	many_1(a);
}
