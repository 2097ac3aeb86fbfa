int main()
{
	a(1);
	b(1, 2);
	c(1, 2, 3);
}
