void a(int i)
{
	g();
	if (i)
		f(1, 2);
	else
		f(2, 2);
}

void b(int i)
{
	g();
	if (i)
		f(1, 2);
	else
		f(2, 3);
}
