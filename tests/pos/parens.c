void g(int x)
{
	x = sizeof(arr) + sizeof(int) + (x) + f(x);
}
