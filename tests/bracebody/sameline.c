void f(int a, int b)
{
	if (a > 2)
		g(0);
	else g(1);

	if (a > 3) g(2);
	if (a > 4) h(3);
	else if (b) h(4);
}
