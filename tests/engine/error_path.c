void a(int x)
{
	f(1);
	if (x) {
		foo();
		return;
	}
	g(1);
}

void b(int x)
{
	f(2);
	if (x) {
		foo();
		goto out;
	}
	g(2);
out:
	return;
}

void c(int x)
{
	f(3);
	if (x)
		foo();
	else
		return;
	g(3);
}
