void f(int a)
{
	not_here();
}
