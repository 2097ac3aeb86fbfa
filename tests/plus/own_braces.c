void f(int n)
{
	if (n == 1)
		one();
	else
		other();
}
