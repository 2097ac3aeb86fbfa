int main(int x)
{
	foo(1, 2);
	foo(x, 3);
	return 0;
}
